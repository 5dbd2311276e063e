import { AuditType, type AuditTypeValue } from '@seqportal/contract';

/** What moves an organisation's certification state (auditType). */
export type CertificationEvent = 'submit' | 'approve' | 'reject';

/**
 * The one place that says which auditType changes are legal:
 * 0/1 (not certified) and 4 (rejected) → 2 by submitting; 2 → 3 or 4 by staff review. Approved is final: an
 * approved organisation's contracts and sub-accounts depend on it, so it is not resubmitted from the portal.
 */
const TRANSITIONS: Record<CertificationEvent, Partial<Record<AuditTypeValue, AuditTypeValue>>> = {
  submit: {
    [AuditType.NotCertified]: AuditType.AwaitingReview,
    [AuditType.AwaitingCertification]: AuditType.AwaitingReview,
    [AuditType.Rejected]: AuditType.AwaitingReview,
  },
  approve: { [AuditType.AwaitingReview]: AuditType.Approved },
  reject: { [AuditType.AwaitingReview]: AuditType.Rejected },
};

/** The state after `event`, or null when the event is not allowed in `from`. */
export function nextAuditType(from: AuditTypeValue, event: CertificationEvent): AuditTypeValue | null {
  return TRANSITIONS[event][from] ?? null;
}

/** Why a transition was refused, in the customer's or the reviewer's words. */
export function refusalMessage(from: AuditTypeValue, event: CertificationEvent): string {
  if (event === 'submit')
    return from === AuditType.Approved ? '机构已认证，无需重复提交' : '认证资料审核中，请耐心等待';
  return from === AuditType.Approved || from === AuditType.Rejected ? '该认证已审核' : '该机构未提交认证';
}
