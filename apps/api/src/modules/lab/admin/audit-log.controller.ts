import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import { StaffOnly } from '../../../common/auth/staff-auth.guard.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { AuditLogService } from '../../../infra/audit/audit-log.service.js';
import { AuditLogPageDto, AuditLogQueryDto } from './dto/audit-log.dto.js';

/**
 * Oversight of the lab's work. Reading the audit log is for administrators only: it shows every staff member's
 * actions and customers' order data side by side.
 */
@ApiTags('admin')
@Controller()
export class AuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @Get(routePath('AdminAuditLog'))
  @StaffOnly('admin')
  @ApiOperation({ summary: routes.AdminAuditLog.summary, description: 'Newest first; filter by target and action.' })
  @ApiEnvelopeResponse(AuditLogPageDto)
  list(@Query() query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    return this.audit.list(query);
  }
}
