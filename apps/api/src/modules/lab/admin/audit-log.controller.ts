import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { routes } from '@seqportal/contract';
import type { Repository } from 'typeorm';
import { StaffOnly } from '../../../common/auth/staff-auth.guard.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { AuditLogService } from '../../../infra/audit/audit-log.service.js';
import { MailOutboxMessage } from '../../../infra/mail/mail-outbox-message.entity.js';
import { AuditLogPageDto, AuditLogQueryDto, MailOutboxMessageDto, MailOutboxQueryDto } from './dto/audit-log.dto.js';

const OUTBOX_PAGE = 50;

/**
 * Oversight of the lab's work. Reading the audit log is for administrators only: it shows every staff member's
 * actions and customers' order data side by side.
 */
@ApiTags('admin')
@Controller()
export class AuditLogController {
  constructor(
    private readonly audit: AuditLogService,
    @InjectRepository(MailOutboxMessage) private readonly mailOutbox: Repository<MailOutboxMessage>,
  ) {}

  @Get(routePath('AdminAuditLog'))
  @StaffOnly('admin')
  @ApiOperation({ summary: routes.AdminAuditLog.summary, description: 'Newest first; filter by target and action.' })
  @ApiEnvelopeResponse(AuditLogPageDto)
  list(@Query() query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    return this.audit.list(query);
  }

  @Get(routePath('AdminMailOutbox'))
  @StaffOnly('admin', 'support', 'lab')
  @ApiOperation({ summary: routes.AdminMailOutbox.summary })
  @ApiEnvelopeResponse(MailOutboxMessageDto, { isArray: true })
  async mail(@Query() query: MailOutboxQueryDto): Promise<MailOutboxMessageDto[]> {
    const messages = await this.mailOutbox.find({
      where: query.email ? { email: query.email } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: OUTBOX_PAGE,
    });
    return messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }));
  }
}
