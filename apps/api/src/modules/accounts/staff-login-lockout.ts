import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Redis } from 'ioredis';
import type { AuthConfig } from '../../config/configuration.js';
import { REDIS_CLIENT } from '../../infra/redis/redis.constants.js';
import { sha256Hex } from './helpers/secrets.js';

/*
 * One atomic step per failed login: count it and, at the limit, lock the account for the lock time (the count
 * restarts after it). Answers 1 when this failure locked the account, 0 otherwise.
 */
const RECORD_FAILURE_SCRIPT = `
local failures = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
if failures >= tonumber(ARGV[1]) then
  redis.call('SET', KEYS[2], '1', 'EX', ARGV[2])
  redis.call('DEL', KEYS[1])
  return 1
end
return 0
`;

/**
 * Per-account lockout of the staff login, on top of the per-client rate limit: password guessing spread over many
 * addresses still locks the account it aims at. Kept in Redis, shared by every API instance. Unknown usernames
 * lock the same way, so that the answers do not tell which accounts exist; keys hold a hash of the username.
 */
@Injectable()
export class StaffLoginLockout {
  private readonly maxFailures: number;
  readonly lockSeconds: number;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    config: ConfigService,
  ) {
    const { staffLogin } = config.getOrThrow<AuthConfig>('auth');
    this.maxFailures = staffLogin.maxFailures;
    this.lockSeconds = staffLogin.lockSeconds;
  }

  async isLocked(username: string): Promise<boolean> {
    return (await this.redis.exists(lockKey(username))) === 1;
  }

  /** Counts a failed attempt; true when it was the one that locked the account. */
  async recordFailure(username: string): Promise<boolean> {
    const locked = await this.redis.eval(
      RECORD_FAILURE_SCRIPT,
      2,
      failuresKey(username),
      lockKey(username),
      this.maxFailures,
      this.lockSeconds,
    );
    return locked === 1;
  }

  async clearFailures(username: string): Promise<void> {
    await this.redis.del(failuresKey(username));
  }
}

const accountHash = (username: string) => sha256Hex(username.toLowerCase());
const failuresKey = (username: string) => `accounts:staff-login:failures:${accountHash(username)}`;
const lockKey = (username: string) => `accounts:staff-login:locked:${accountHash(username)}`;
