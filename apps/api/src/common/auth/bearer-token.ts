import { JsonWebTokenError, TokenExpiredError, type JwtService } from '@nestjs/jwt';
import { ErrorCode } from '@seqportal/contract';
import type { FastifyRequest } from 'fastify';
import { AuthenticationError } from '../errors/domain-errors.js';
import { TOKEN_ALGORITHM } from './token-audience.js';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Verifies signature, algorithm (never `none`), expiry and audience, mapping failures to the
 * spec's session codes: 100 no token, 101 expired, 102 invalid.
 */
export async function verifyBearer<T extends object>(
  jwt: JwtService,
  request: FastifyRequest,
  audience: string,
): Promise<T> {
  const token = bearerToken(request);
  if (!token) throw new AuthenticationError(ErrorCode.NoToken);
  try {
    return await jwt.verifyAsync<T & object>(token, { algorithms: [TOKEN_ALGORITHM], audience });
  } catch (error) {
    if (error instanceof TokenExpiredError) throw new AuthenticationError(ErrorCode.TokenExpired);
    if (error instanceof JsonWebTokenError) throw new AuthenticationError(ErrorCode.TokenInvalid);
    throw error;
  }
}
