import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/*
 * One atomic step per request: count the hit in the window and, once over the limit, block the key
 * for blockDuration. Running in Redis makes every API instance share the same counters.
 * Returns hits, ms until the window expires, blocked flag, ms until the block expires.
 */
const INCREMENT_SCRIPT = `
local hitsKey = KEYS[1]
local blockKey = KEYS[2]
local ttl = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local blockDuration = tonumber(ARGV[3])
local blockTtl = redis.call('PTTL', blockKey)
if blockTtl > 0 then
  local hits = tonumber(redis.call('GET', hitsKey) or '0')
  return { hits, math.max(redis.call('PTTL', hitsKey), 0), 1, blockTtl }
end
local hits = redis.call('INCR', hitsKey)
if hits == 1 then redis.call('PEXPIRE', hitsKey, ttl) end
local hitsTtl = redis.call('PTTL', hitsKey)
if hits > limit then
  redis.call('SET', blockKey, '1', 'PX', blockDuration)
  return { hits, hitsTtl, 1, blockDuration }
end
return { hits, hitsTtl, 0, 0 }
`;

/** The script registered as a command: ioredis sends it by its SHA1 (EVALSHA), loading it once per connection. */
type ThrottleIncrement = (
  hitsKey: string,
  blockKey: string,
  ttl: number,
  limit: number,
  blockDuration: number,
) => Promise<[number, number, number, number]>;

const COMMAND = 'seqportalThrottleIncrement';

export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly incrementHits: ThrottleIncrement;

  /*
   * Every API request passes here: EVAL would send the script's text each time and Redis would hash it each time,
   * so it runs as a defined command instead.
   */
  constructor(redis: Redis) {
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { numberOfKeys: 2, lua: INCREMENT_SCRIPT });
    const command = (redis as unknown as Record<string, ThrottleIncrement>)[COMMAND]!;
    this.incrementHits = command.bind(redis);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const base = `throttle:${throttlerName}:${key}`;
    const [hits, hitsTtl, blocked, blockTtl] = await this.incrementHits(
      `${base}:hits`,
      `${base}:block`,
      ttl,
      limit,
      blockDuration,
    );
    return {
      totalHits: hits,
      timeToExpire: Math.ceil(hitsTtl / 1000),
      isBlocked: blocked === 1,
      timeToBlockExpire: Math.ceil(blockTtl / 1000),
    };
  }
}
