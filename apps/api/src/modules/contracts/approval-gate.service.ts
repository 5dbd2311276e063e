import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditType, auditGateMessage, ErrorCode } from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { DomainError } from '../../common/errors/domain-errors.js';

/**
 * The server side of the approval gate (spec part 1 section 4): contract ordering (sync, batch submit, saving its
 * samples, batch upload) needs an approved institution (auditType 3). Others get 183 with the dialog's text for
 * their state and `{ auditType }` in the body, so that the client opens the right dialog. A personal account
 * reads as not certified (0).
 */
@Injectable()
export class ApprovalGateService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async assertApproved(customer: CustomerPrincipal): Promise<void> {
    const auditType = await this.auditTypeOf(customer);
    const message = auditGateMessage(auditType);
    if (message !== null) throw new DomainError(ErrorCode.NotApproved, message, { auditType });
  }

  private async auditTypeOf(customer: CustomerPrincipal): Promise<number> {
    if (customer.organisationId === null) return AuditType.NotCertified;
    const rows = await this.dataSource.query<Array<{ audit_type: number }>>(
      'SELECT audit_type FROM organisation WHERE id = $1',
      [customer.organisationId],
    );
    return rows[0]?.audit_type ?? AuditType.NotCertified;
  }
}
