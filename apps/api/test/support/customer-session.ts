import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { CustomerTokenClaims } from '../../src/common/auth/customer-principal.js';
import { TokenAudience } from '../../src/common/auth/token-audience.js';
import type { TestApp } from './test-app.js';

export interface TestCustomer {
  memberId: number;
  organisationId: number | null;
  token: string;
}

/**
 * An access token for a seeded member, signed the way the accounts module signs them, for tests of
 * other domains. The SMS login flow itself is tested end to end in test/accounts.
 * With several members on one phone, `account` picks one.
 */
export async function customerToken(t: TestApp, phone: string, account?: string): Promise<TestCustomer> {
  const rows: Array<{ id: number; organisation_id: number | null }> = await t.dataSource.query(
    `SELECT id, organisation_id FROM member WHERE phone = $1 AND ($2::text IS NULL OR account = $2) ORDER BY id`,
    [phone, account ?? null],
  );
  const member = rows[0];
  if (!member) throw new Error(`No seeded member with phone ${phone}${account ? ` and account ${account}` : ''}`);
  const claims: CustomerTokenClaims = { sub: String(member.id), org: member.organisation_id, sid: randomUUID() };
  const token = await t.app.get(JwtService).signAsync(claims, { audience: TokenAudience.Customer });
  return { memberId: member.id, organisationId: member.organisation_id, token };
}
