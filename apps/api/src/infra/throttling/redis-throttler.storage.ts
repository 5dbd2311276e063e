import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import type { HitGrant } from './hit-leases.js';

interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/*
 * One atomic step: grant up to ARGV[4] hits in the window, as many as the limit leaves; once nothing is left, count
 * the refused hit and block the key for blockDuration. Asking for one hit is ThrottlerGuard's own storage step (INCR,
 * block past the limit). Running in Redis makes every API instance share the same counters.
 * Returns hits, ms until the window expires, hits granted, ms until the block expires (0: not blocked).
 */
const GRANT_SCRIPT = `
local hitsKey = KEYS[1]
local blockKey = KEYS[2]
local ttl = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local blockDuration = tonumber(ARGV[3])
local ask = tonumber(ARGV[4])
local blockTtl = redis.call('PTTL', blockKey)
if blockTtl > 0 then
  local hits = tonumber(redis.call('GET', hitsKey) or '0')
  return { hits, math.max(redis.call('PTTL', hitsKey), 0), 0, blockTtl }
end
local current = tonumber(redis.call('GET', hitsKey) or '0')
local granted = math.max(math.min(ask, limit - current), 0)
local added = math.max(granted, 1)
local hits = redis.call('INCRBY', hitsKey, added)
if hits == added then redis.call('PEXPIRE', hitsKey, ttl) end
local hitsTtl = redis.call('PTTL', hitsKey)
if granted == 0 then
  redis.call('SET', blockKey, '1', 'PX', blockDuration)
  return { hits, hitsTtl, 0, blockDuration }
end
return { hits, hitsTtl, granted, 0 }
`;

/** The script registered as a command: ioredis sends it by its SHA1 (EVALSHA), loading it once per connection. */
type GrantCommand = (
  hitsKey: string,
  blockKey: string,
  ttl: number,
  limit: number,
  blockDuration: number,
  ask: number,
) => Promise<[number, number, number, number]>;

const COMMAND = 'seqportalThrottleGrant';

export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly grantHits: GrantCommand;

  /*
   * Every API request that holds no leased hit passes here: EVAL would send the script's text each time and Redis
   * would hash it each time, so it runs as a defined command instead.
   */
  constructor(redis: Redis) {
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { numberOfKeys: 2, lua: GRANT_SCRIPT });
    const command = (redis as unknown as Record<string, GrantCommand>)[COMMAND]!;
    this.grantHits = command.bind(redis);
  }

  /** Up to `ask` hits of the window for `key` (HitLeases hands them out); none once the limit is used up. */
  async grant(
    key: string,
    throttlerName: string,
    window: { ttl: number; limit: number; blockDuration: number },
    ask: number,
  ): Promise<HitGrant> {
    const base = `throttle:${throttlerName}:${key}`;
    const [totalHits, windowMs, granted, blockMs] = await this.grantHits(
      `${base}:hits`,
      `${base}:block`,
      window.ttl,
      window.limit,
      window.blockDuration,
      ask,
    );
    return { totalHits, granted, windowMs, blockMs };
  }

  /** ThrottlerStorage's step, for ThrottlerGuard's own path: one hit, counted at once. */
  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const { totalHits, windowMs, blockMs } = await this.grant(key, throttlerName, { ttl, limit, blockDuration }, 1);
    return {
      totalHits,
      timeToExpire: Math.ceil(windowMs / 1000),
      isBlocked: blockMs > 0,
      timeToBlockExpire: Math.ceil(blockMs / 1000),
    };
  }
}
