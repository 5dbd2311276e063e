import { randomUUID, createSecretKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { TOKEN_ALGORITHM, TokenAudience } from '../../src/common/auth/token-audience.js';

/** The development default of JWT_SECRET: what a test child process without one signs with. */
export const DEVELOPMENT_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

/** A customer access token signed with `secret`, as the accounts module signs them. */
export function signCustomerToken(secret: string, memberId: number, organisationId: number | null): Promise<string> {
  const jwt = new JwtService({
    secret: createSecretKey(Buffer.from(secret, 'utf8')),
    signOptions: { algorithm: TOKEN_ALGORITHM, expiresIn: 900, issuer: 'seqportal' },
  });
  return jwt.signAsync(
    { sub: String(memberId), org: organisationId, sid: randomUUID() },
    { audience: TokenAudience.Customer },
  );
}
