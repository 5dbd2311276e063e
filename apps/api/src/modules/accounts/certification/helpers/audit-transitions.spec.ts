import { AuditType, type AuditTypeValue } from '@seqportal/contract';
import { nextAuditType, refusalMessage, type CertificationEvent } from './audit-transitions.js';

const STATES: AuditTypeValue[] = [0, 1, 2, 3, 4];
const EVENTS: CertificationEvent[] = ['submit', 'approve', 'reject'];

const LEGAL: Array<[AuditTypeValue, CertificationEvent, AuditTypeValue]> = [
  [AuditType.NotCertified, 'submit', AuditType.AwaitingReview],
  [AuditType.AwaitingCertification, 'submit', AuditType.AwaitingReview],
  [AuditType.Rejected, 'submit', AuditType.AwaitingReview],
  [AuditType.AwaitingReview, 'approve', AuditType.Approved],
  [AuditType.AwaitingReview, 'reject', AuditType.Rejected],
];

describe('auditType state machine', () => {
  it.each(LEGAL)('moves %i by %s to %i', (from, event, to) => {
    expect(nextAuditType(from, event)).toBe(to);
  });

  const illegal = STATES.flatMap((from) => EVENTS.map((event) => [from, event] as const)).filter(
    ([from, event]) => !LEGAL.some(([legalFrom, legalEvent]) => legalFrom === from && legalEvent === event),
  );

  it('refuses exactly the ten other state and event pairs', () => {
    expect(illegal).toHaveLength(10);
  });

  it.each(illegal)('refuses %i by %s', (from, event) => {
    expect(nextAuditType(from, event)).toBeNull();
  });

  it('explains refusals to the customer and to the reviewer', () => {
    expect(refusalMessage(AuditType.AwaitingReview, 'submit')).toBe('认证资料审核中，请耐心等待');
    expect(refusalMessage(AuditType.Approved, 'submit')).toBe('机构已认证，无需重复提交');
    expect(refusalMessage(AuditType.Approved, 'approve')).toBe('该认证已审核');
    expect(refusalMessage(AuditType.Rejected, 'reject')).toBe('该认证已审核');
    expect(refusalMessage(AuditType.NotCertified, 'approve')).toBe('该机构未提交认证');
  });
});
