import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../../../infra/redis/redis.constants.js';
import { AccountKeys } from '../helpers/redis-keys.js';
import { SMS_SEND_LIMITS } from '../helpers/sms-rules.js';

/*
 * One atomic step, so that concurrent sends cannot all pass a check before any of them is counted: the
 * per-phone cooldown, then sliding one-hour windows per phone and per IP (sorted sets of send times).
 * A refused send counts nowhere. Returns 1 when the send may go out.
 */
const ACQUIRE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local since = tonumber(ARGV[1]) - tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', since)
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', since)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then return 0 end
if redis.call('ZCARD', KEYS[3]) >= tonumber(ARGV[5]) then return 0 end
redis.call('SET', KEYS[1], '1', 'EX', ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[1], ARGV[6])
redis.call('ZADD', KEYS[3], ARGV[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
redis.call('PEXPIRE', KEYS[3], ARGV[3])
return 1
`;

@Injectable()
export class SmsSendLimiter {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  /** True when a code may be sent to `phone` at the request of `ip` (and the send is counted). */
  async tryAcquire(phone: string, ip: string): Promise<boolean> {
    const result = await this.redis.eval(
      ACQUIRE_SCRIPT,
      3,
      AccountKeys.smsCooldown(phone),
      AccountKeys.smsPhoneWindow(phone),
      AccountKeys.smsIpWindow(ip),
      Date.now(),
      SMS_SEND_LIMITS.cooldownSeconds,
      SMS_SEND_LIMITS.windowMs,
      SMS_SEND_LIMITS.perPhonePerWindow,
      SMS_SEND_LIMITS.perIpPerWindow,
      randomUUID(),
    );
    return result === 1;
  }
}
