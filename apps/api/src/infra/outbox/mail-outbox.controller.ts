import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { routes } from '@seqportal/contract';
import type { Repository } from 'typeorm';
import { StaffOnly } from '../../common/auth/staff-auth.guard.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { MailOutboxMessage } from '../mail/mail-outbox-message.entity.js';
import { MailOutboxMessageDto, MailOutboxQueryDto } from './outbox.dto.js';

const OUTBOX_PAGE = 50;

/** What the development mail provider "sent", latest first. Administrators only: e-mail codes are in it. */
@ApiTags('admin')
@Controller()
export class MailOutboxController {
  constructor(@InjectRepository(MailOutboxMessage) private readonly outbox: Repository<MailOutboxMessage>) {}

  @Get(routePath('AdminMailOutbox'))
  @StaffOnly('admin')
  @ApiOperation({ summary: routes.AdminMailOutbox.summary, description: 'Served only when MAIL_PROVIDER=outbox.' })
  @ApiEnvelopeResponse(MailOutboxMessageDto, { isArray: true })
  async list(@Query() query: MailOutboxQueryDto): Promise<MailOutboxMessageDto[]> {
    const messages = await this.outbox.find({
      where: query.email ? { email: query.email } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: OUTBOX_PAGE,
    });
    return messages.map(({ id, email, subject, content, purpose, createdAt }) => ({
      id,
      email,
      subject,
      content,
      purpose,
      createdAt: createdAt.toISOString(),
    }));
  }
}
