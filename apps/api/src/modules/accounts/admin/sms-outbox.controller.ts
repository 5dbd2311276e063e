import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { routes } from '@seqportal/contract';
import type { Repository } from 'typeorm';
import { StaffOnly } from '../../../common/auth/staff-auth.guard.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { SmsOutboxMessage } from '../../../infra/sms/sms-outbox-message.entity.js';
import { SmsOutboxMessageDto, SmsOutboxQueryDto } from '../dto/sms-outbox.dto.js';

const OUTBOX_PAGE = 50;

/** What the development SMS provider "sent", latest first. Staff only: it contains login codes. */
@ApiTags('admin')
@Controller()
export class SmsOutboxController {
  constructor(@InjectRepository(SmsOutboxMessage) private readonly outbox: Repository<SmsOutboxMessage>) {}

  @Get(routePath('AdminSmsOutbox'))
  @StaffOnly('admin', 'support', 'lab')
  @ApiOperation({ summary: routes.AdminSmsOutbox.summary })
  @ApiEnvelopeResponse(SmsOutboxMessageDto, { isArray: true })
  async list(@Query() query: SmsOutboxQueryDto): Promise<SmsOutboxMessageDto[]> {
    const messages = await this.outbox.find({
      where: query.phone ? { phone: query.phone } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: OUTBOX_PAGE,
    });
    return messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }));
  }
}
