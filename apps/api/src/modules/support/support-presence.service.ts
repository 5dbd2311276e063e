import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../../infra/redis/redis.constants.js';

/** A presence mark lives this long unless the stream's heartbeat (every 20 s) renews it. */
const PRESENCE_TTL_MS = 60_000;
const AGENTS_KEY = 'support:agents-online';
const ROUND_ROBIN_KEY = 'support:round-robin';

/**
 * Who has a support stream open, on any instance: agents (for assignment) and customers (to decide whether a
 * reply must also go by SMS). Kept in Redis sorted sets scored by expiry, one entry per open stream, so a crashed
 * instance's marks run out by themselves.
 */
@Injectable()
export class SupportPresenceService {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  /** Marks a stream present; the returned functions renew and end the mark. */
  async enterAgent(staffId: number): Promise<PresenceMark> {
    return this.enter(AGENTS_KEY, `${staffId}:${randomUUID()}`);
  }

  async enterCustomer(memberId: number): Promise<PresenceMark> {
    return this.enter(customerKey(memberId), randomUUID());
  }

  async onlineAgentIds(): Promise<number[]> {
    const now = Date.now();
    await this.redis.zremrangebyscore(AGENTS_KEY, '-inf', now);
    const entries = await this.redis.zrangebyscore(AGENTS_KEY, now, '+inf');
    return [...new Set(entries.map((entry) => Number(entry.split(':')[0])))].sort((a, b) => a - b);
  }

  async customerOnline(memberId: number): Promise<boolean> {
    return (await this.redis.zcount(customerKey(memberId), Date.now(), '+inf')) > 0;
  }

  /** The next online agent in turn (round robin over the ids of those online), or null when none is online. */
  async nextAgent(): Promise<number | null> {
    const agents = await this.onlineAgentIds();
    if (agents.length === 0) return null;
    const turn = await this.redis.incr(ROUND_ROBIN_KEY);
    return agents[(turn - 1) % agents.length]!;
  }

  private async enter(key: string, member: string): Promise<PresenceMark> {
    const renew = async () => {
      await this.redis.zadd(key, Date.now() + PRESENCE_TTL_MS, member);
      await this.redis.pexpire(key, PRESENCE_TTL_MS * 2);
    };
    await renew();
    return {
      renew,
      leave: async () => {
        await this.redis.zrem(key, member);
      },
    };
  }
}

export interface PresenceMark {
  renew: () => Promise<void>;
  leave: () => Promise<void>;
}

function customerKey(memberId: number): string {
  return `support:customer-online:${memberId}`;
}
