import { isAuditApproved, type LoginIdentity } from '@seqportal/contract';

export interface IdentityGroup {
  key: 'company' | 'personal';
  title: string;
  identities: LoginIdentity[];
}

/** Company body when the organisation is approved (auditType 3), otherwise personal body (spec part 2 section 2.5). */
export function isCompanyBody(identity: LoginIdentity): boolean {
  return isAuditApproved(identity.auditType) && identity.companyName.trim() !== '';
}

/** Groups the identities and keeps those whose account or company name contains the keyword (case-insensitive). */
export function groupIdentities(identities: readonly LoginIdentity[], keyword: string): IdentityGroup[] {
  const needle = keyword.trim().toLowerCase();
  const matches = identities.filter(
    (identity) =>
      needle === '' ||
      identity.account.toLowerCase().includes(needle) ||
      identity.companyName.toLowerCase().includes(needle),
  );
  const groups: IdentityGroup[] = [
    { key: 'company', title: '企业主体', identities: matches.filter(isCompanyBody) },
    { key: 'personal', title: '个人主体', identities: matches.filter((identity) => !isCompanyBody(identity)) },
  ];
  return groups.filter((group) => group.identities.length > 0);
}
