import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { routes } from '@seqportal/contract';
import type { Repository } from 'typeorm';
import { StaffOnly } from '../../common/auth/staff-auth.guard.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { SmsOutboxMessage } from '../sms/sms-outbox-message.entity.js';
import { SmsOutboxMessageDto, SmsOutboxQueryDto } from './outbox.dto.js';

const OUTBOX_PAGE = 50;

/**
 * What the development SMS provider "sent", latest first. Administrators only: it holds every login code, so
 * whoever reads it can sign in as any customer.
 */
@ApiTags('admin')
@Controller()
export class SmsOutboxController {
  constructor(@InjectRepository(SmsOutboxMessage) private readonly outbox: Repository<SmsOutboxMessage>) {}

  @Get(routePath('AdminSmsOutbox'))
  @StaffOnly('admin')
  @ApiOperation({ summary: routes.AdminSmsOutbox.summary, description: 'Served only when SMS_PROVIDER=outbox.' })
  @ApiEnvelopeResponse(SmsOutboxMessageDto, { isArray: true })
  async list(@Query() query: SmsOutboxQueryDto): Promise<SmsOutboxMessageDto[]> {
    const messages = await this.outbox.find({
      where: query.phone ? { phone: query.phone } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: OUTBOX_PAGE,
    });
    return messages.map(({ id, phone, content, purpose, createdAt }) => ({
      id,
      phone,
      content,
      purpose,
      createdAt: createdAt.toISOString(),
    }));
  }
}
