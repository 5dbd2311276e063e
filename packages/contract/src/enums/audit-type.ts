/**
 * Institution certification state. The spec reads 0 and 1 alike in some screens ("not yet authenticated");
 * the personal centre reads 1 as awaiting certification, so both keep their own label.
 */
export const AuditType = {
  NotCertified: 0,
  AwaitingCertification: 1,
  AwaitingReview: 2,
  Approved: 3,
  Rejected: 4,
} as const;

export type AuditTypeValue = (typeof AuditType)[keyof typeof AuditType];

export const AUDIT_TYPE_LABELS: Record<AuditTypeValue, string> = {
  [AuditType.NotCertified]: '未认证',
  [AuditType.AwaitingCertification]: '待认证',
  [AuditType.AwaitingReview]: '待审核',
  [AuditType.Approved]: '已认证',
  [AuditType.Rejected]: '审核未通过',
};

/** Enterprise management, contract centre, batch ordering and sub-accounts need an approved institution. */
export function isAuditApproved(auditType: number): boolean {
  return auditType === AuditType.Approved;
}

export function isAuditType(value: number): value is AuditTypeValue {
  return Object.hasOwn(AUDIT_TYPE_LABELS, value);
}

/**
 * Why an institution that is not approved may not use the contract centre, batch ordering or business management
 * (spec part 1 section 4's dialogs): the server's 183 message and the web dialog's text; null when approved.
 */
export function auditGateMessage(auditType: number): string | null {
  switch (auditType) {
    case AuditType.Approved:
      return null;
    case AuditType.AwaitingReview:
      return '请等待账号审核通过';
    case AuditType.Rejected:
      return '审核未通过，请重新认证';
    default:
      return '请先去认证';
  }
}
