import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { ErrorCode, type TokenData } from '@seqportal/contract';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import type { CustomerTokenClaims } from '../../../common/auth/customer-principal.js';
import { TOKEN_ALGORITHM, TokenAudience } from '../../../common/auth/token-audience.js';
import { AuthenticationError } from '../../../common/errors/domain-errors.js';
import type { AuthConfig } from '../../../config/configuration.js';
import { CustomerSession } from '../entities/customer-session.entity.js';
import { Member } from '../entities/member.entity.js';
import { RefreshToken } from '../entities/refresh-token.entity.js';
import { randomSecret, sha256Hex } from '../helpers/secrets.js';
import { refreshLifetimeSeconds } from '../helpers/session-lifetimes.js';
import { RefreshGraceStore } from './refresh-grace.store.js';
import { SessionRevocationService, UUID_PATTERN } from './session-revocation.service.js';

type RefreshOutcome =
  | { kind: 'rotated'; tokens: TokenData }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'expired' }
  | { kind: 'invalid' };

/**
 * Customer sessions: a short-lived access JWT plus an opaque refresh token that rotates on every use.
 * A rotated refresh token that comes back was copied: the whole session (family) is revoked, unless it comes back
 * within the grace window (REFRESH_GRACE_SECONDS), when it is two tabs refreshing at once and gets the same pair.
 */
@Injectable()
export class CustomerTokensService {
  private readonly accessTtlSeconds: number;
  private readonly graceSeconds: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    private readonly revocations: SessionRevocationService,
    private readonly grace: RefreshGraceStore,
    config: ConfigService,
  ) {
    const auth = config.getOrThrow<AuthConfig>('auth');
    this.accessTtlSeconds = auth.accessTtlSeconds;
    this.graceSeconds = auth.refreshGraceSeconds;
  }

  /** Opens a session for the member; pass the manager of a surrounding transaction (registration). */
  async issue(
    member: Member,
    avoidLogin: boolean,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<TokenData> {
    const sessionId = randomUUID();
    const expiresAt = this.refreshExpiry(avoidLogin);
    await manager.insert(CustomerSession, { id: sessionId, memberId: member.id, avoidLogin, expiresAt });
    const refreshToken = await this.addRefreshToken(manager, sessionId, expiresAt);
    return this.tokenData(member, sessionId, refreshToken);
  }

  async refresh(presented: string): Promise<TokenData> {
    const outcome = await this.dataSource.transaction((manager) => this.rotate(manager, presented));
    switch (outcome.kind) {
      case 'rotated':
        return outcome.tokens;
      case 'reused':
        await this.revocations.markRevoked(outcome.sessionId);
        throw new AuthenticationError(ErrorCode.TokenInvalid);
      case 'expired':
        throw new AuthenticationError(ErrorCode.TokenExpired);
      default:
        throw new AuthenticationError(ErrorCode.TokenInvalid);
    }
  }

  /** Revokes the session of an access token (even an expired one, as long as we signed it). */
  async revokeByAccessToken(accessToken: string): Promise<void> {
    let claims: CustomerTokenClaims;
    try {
      claims = await this.jwt.verifyAsync<CustomerTokenClaims>(accessToken, {
        algorithms: [TOKEN_ALGORITHM],
        audience: TokenAudience.Customer,
        ignoreExpiration: true,
      });
    } catch {
      return;
    }
    if (typeof claims.sid === 'string') await this.revoke(claims.sid, 'logout');
  }

  async revokeByRefreshToken(refreshToken: string): Promise<void> {
    const token = await this.dataSource.manager.findOne(RefreshToken, {
      where: { tokenHash: sha256Hex(refreshToken) },
      select: { id: true, sessionId: true },
    });
    if (token) await this.revoke(token.sessionId, 'logout');
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    if (UUID_PATTERN.test(sessionId)) {
      await this.dataSource.manager.update(
        CustomerSession,
        { id: sessionId, revokedAt: IsNull() },
        { revokedAt: new Date(), revokedReason: reason },
      );
    }
    await this.revocations.markRevoked(sessionId);
  }

  private async rotate(manager: EntityManager, presented: string): Promise<RefreshOutcome> {
    // The row lock makes two concurrent uses of one token resolve as one rotation and one reuse.
    const token = await manager.findOne(RefreshToken, {
      where: { tokenHash: sha256Hex(presented) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!token) return { kind: 'invalid' };
    const session = await manager.findOne(CustomerSession, {
      where: { id: token.sessionId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!session || session.revokedAt) return { kind: 'invalid' };
    if (token.rotatedAt) {
      if (Date.now() - token.rotatedAt.getTime() < this.graceSeconds * 1000) {
        // The concurrent twin of the call that rotated it (that call held the row lock until it committed).
        const tokens = await this.grace.recall(presented);
        return tokens ? { kind: 'rotated', tokens } : { kind: 'invalid' };
      }
      await manager.update(CustomerSession, { id: session.id }, { revokedAt: new Date(), revokedReason: 'reuse' });
      return { kind: 'reused', sessionId: session.id };
    }
    if (token.expiresAt.getTime() <= Date.now()) return { kind: 'expired' };
    const member = await manager.findOne(Member, { where: { id: session.memberId, active: true } });
    if (!member) return { kind: 'invalid' };
    const expiresAt = this.refreshExpiry(session.avoidLogin);
    await manager.update(RefreshToken, { id: token.id }, { rotatedAt: new Date() });
    await manager.update(CustomerSession, { id: session.id }, { expiresAt });
    const refreshToken = await this.addRefreshToken(manager, session.id, expiresAt);
    const tokens = await this.tokenData(member, session.id, refreshToken);
    // Before the commit releases the row lock, so that a concurrent call waiting on it finds the pair.
    await this.grace.remember(presented, tokens, this.graceSeconds);
    return { kind: 'rotated', tokens };
  }

  private async addRefreshToken(manager: EntityManager, sessionId: string, expiresAt: Date): Promise<string> {
    const refreshToken = randomSecret();
    await manager.insert(RefreshToken, { sessionId, tokenHash: sha256Hex(refreshToken), expiresAt });
    return refreshToken;
  }

  private async tokenData(member: Member, sessionId: string, refreshToken: string): Promise<TokenData> {
    const claims: CustomerTokenClaims = { sub: String(member.id), org: member.organisationId, sid: sessionId };
    const token = await this.jwt.signAsync(claims, { audience: TokenAudience.Customer });
    return { token, refreshToken, expiresIn: this.accessTtlSeconds };
  }

  private refreshExpiry(avoidLogin: boolean): Date {
    return new Date(Date.now() + refreshLifetimeSeconds(avoidLogin) * 1000);
  }
}
