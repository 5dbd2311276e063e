import { AUDIT_TYPE_LABELS, AuditType, type AuditTypeValue } from '@seqportal/contract';

/** The most characters a nickname may have (the API answers 昵称不能超过50个字符 beyond). */
export const NICK_NAME_MAX_LENGTH = 50;

/** The page's own check of a nickname before UpdateNickName: the API's messages, or null when it may be sent. */
export function nickNameError(value: string): string | null {
  const nickName = value.trim();
  if (nickName === '') return '请输入昵称';
  if (nickName.length > NICK_NAME_MAX_LENGTH) return `昵称不能超过${NICK_NAME_MAX_LENGTH}个字符`;
  return null;
}

/**
 * The certification row (spec part 2 section 2.6): its status, and the link to /my_info/fix_company, hidden while
 * the review is pending (2) or once approved (3); 重新认证 after a rejection.
 */
export function certificationOf(auditType: AuditTypeValue): { status: string; action: string | null } {
  const status = AUDIT_TYPE_LABELS[auditType] ?? '未认证';
  if (auditType === AuditType.AwaitingReview || auditType === AuditType.Approved) return { status, action: null };
  return { status, action: auditType === AuditType.Rejected ? '重新认证' : '去认证' };
}
