// An access token for the bench's calls, signed as the accounts module signs a customer's (HS256, the customer
// audience, issuer seqportal), so that the bench needs no SMS sign-in per customer. Shared by every bench part.
import { createHmac, randomUUID } from 'node:crypto';

const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A member's token for an hour; `organisationId` null for a personal account. */
export function customerToken(secret, memberId, organisationId = null) {
  const now = Math.floor(Date.now() / 1000);
  const header = part({ alg: 'HS256', typ: 'JWT' });
  const payload = part({
    sub: String(memberId),
    org: organisationId,
    sid: randomUUID(),
    iat: now,
    exp: now + 3600,
    aud: 'seqportal:customer',
    iss: 'seqportal',
  });
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
