import { AUDIT_TYPE_LABELS, AuditType, type AuditTypeValue } from '@seqportal/contract';

/**
 * The certification row (spec part 2 section 2.6): its status, and the link to /my_info/fix_company, hidden while
 * the review is pending (2) or once approved (3); 重新认证 after a rejection.
 */
export function certificationOf(auditType: AuditTypeValue): { status: string; action: string | null } {
  const status = AUDIT_TYPE_LABELS[auditType] ?? '未认证';
  if (auditType === AuditType.AwaitingReview || auditType === AuditType.Approved) return { status, action: null };
  return { status, action: auditType === AuditType.Rejected ? '重新认证' : '去认证' };
}
