import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { Repository } from 'typeorm';
import type { CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import type { CustomerSessionChecker } from '../../../common/auth/customer-session.checker.js';
import type { AuthConfig } from '../../../config/configuration.js';
import { REDIS_CLIENT } from '../../../infra/redis/redis.constants.js';
import { CustomerSession } from '../entities/customer-session.entity.js';
import { AccountKeys } from '../helpers/redis-keys.js';
import { revokedMarkSeconds } from '../helpers/session-lifetimes.js';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Decides for CustomerAuthGuard whether an access token's session was revoked. It is a deny-list (a Redis set
 * of revoked session ids), not an allow-list: a verified token is live unless its session was revoked, which
 * keeps the check to one Redis lookup. The database stays the source of truth and answers when Redis is away.
 */
@Injectable()
export class SessionRevocationService implements CustomerSessionChecker {
  private readonly logger = new Logger(SessionRevocationService.name);
  private readonly markSeconds: number;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @InjectRepository(CustomerSession) private readonly sessions: Repository<CustomerSession>,
    config: ConfigService,
  ) {
    this.markSeconds = revokedMarkSeconds(config.getOrThrow<AuthConfig>('auth').accessTtlSeconds);
  }

  async isActive(principal: CustomerPrincipal): Promise<boolean> {
    try {
      return (await this.redis.exists(AccountKeys.revokedSession(principal.sessionId))) === 0;
    } catch {
      return !(await this.isRevokedInDatabase(principal.sessionId));
    }
  }

  /** Marks a session revoked for the guard; the caller has already recorded it in the database. */
  async markRevoked(sessionId: string): Promise<void> {
    try {
      await this.redis.set(AccountKeys.revokedSession(sessionId), '1', 'EX', this.markSeconds);
    } catch (error) {
      this.logger.error(`Could not mark session ${sessionId} revoked in Redis: ${(error as Error).message}`);
      throw error;
    }
  }

  private async isRevokedInDatabase(sessionId: string): Promise<boolean> {
    if (!UUID_PATTERN.test(sessionId)) return false;
    const session = await this.sessions.findOne({ where: { id: sessionId }, select: { id: true, revokedAt: true } });
    return session?.revokedAt != null;
  }
}
