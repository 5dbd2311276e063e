import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { HitLeases, type HitGrant } from '../../src/infra/throttling/hit-leases.js';
import { RedisThrottlerStorage } from '../../src/infra/throttling/redis-throttler.storage.js';
import { TEST_REDIS_URL } from '../support/test-env.js';

/**
 * The leased rate-limit hits (issue 22) against the real Redis: two books stand for two API processes sharing one
 * counter. Each test counts its own grants (round trips to Redis) beside the verdicts.
 */
describe('hits leased from the shared Redis counter', () => {
  let redis: Redis;
  let storage: RedisThrottlerStorage;
  const keys: string[] = [];

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL, { keyPrefix: `test:hit-leases:${randomUUID()}:` });
    storage = new RedisThrottlerStorage(redis);
  });
  afterAll(async () => {
    for (const key of keys) await redis.del(`throttle:default:${key}:hits`, `throttle:default:${key}:block`);
    redis.disconnect();
  });

  /** A fresh client × route key and a grant function that counts its calls. */
  function scene(window: { ttl: number; limit: number; blockDuration?: number }) {
    const key = randomUUID();
    keys.push(key);
    const grants = { count: 0, asked: [] as number[] };
    const grant = (ask: number): Promise<HitGrant> => {
      grants.count += 1;
      grants.asked.push(ask);
      return storage.grant(key, 'default', { blockDuration: window.ttl, ...window }, ask);
    };
    const sharedHits = async () => Number(await redis.get(`throttle:default:${key}:hits`));
    return { key, grant, grants, sharedHits };
  }

  it('never lets more than the limit through across two processes, however many requests arrive at once', async () => {
    const { key, grant, sharedHits } = scene({ ttl: 60_000, limit: 500 });
    const books = [new HitLeases(), new HitLeases()];
    const verdicts = await Promise.all(Array.from({ length: 1000 }, (_, i) => books[i % 2]!.acquire(key, 500, grant)));
    // Every hit granted is used while requests wait, so exactly the limit passes; the rest is refused.
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(500);
    expect(verdicts.filter((verdict) => !verdict.allowed)).toHaveLength(500);
    expect(await sharedHits()).toBeGreaterThan(500);
  });

  it('asks Redis once for many requests of one busy client, with growing leases capped at a 50th of the limit', async () => {
    const { key, grant, grants } = scene({ ttl: 60_000, limit: 3000 });
    const book = new HitLeases();
    for (let i = 0; i < 600; i += 1) expect((await book.acquire(key, 3000, grant)).allowed).toBe(true);
    // 1 + 2 + 4 + 8 + 16 + 32 hits, then 60 at a time (3000 / 50).
    expect(grants.asked.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(grants.count).toBe(6 + Math.ceil((600 - 63) / 60));
  });

  it('counts exactly, one hit per grant, where the limit is small', async () => {
    const { key, grant, grants, sharedHits } = scene({ ttl: 60_000, limit: 5 });
    const book = new HitLeases();
    const remaining: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const verdict = await book.acquire(key, 5, grant);
      expect(verdict.allowed).toBe(true);
      remaining.push(5 - verdict.totalHits);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    expect(await sharedHits()).toBe(5);
    expect(grants.asked).toEqual([1, 1, 1, 1, 1]);
    const refused = await book.acquire(key, 5, grant);
    expect(refused.allowed).toBe(false);
    expect(refused.timeToBlockExpire).toBe(60);
  });

  it('remembers a refusal until the block ends, without asking Redis again, then grants anew', async () => {
    const { key, grant, grants } = scene({ ttl: 400, limit: 2 });
    const book = new HitLeases();
    expect((await book.acquire(key, 2, grant)).allowed).toBe(true);
    expect((await book.acquire(key, 2, grant)).allowed).toBe(true);
    expect((await book.acquire(key, 2, grant)).allowed).toBe(false);
    const asked = grants.count;
    for (let i = 0; i < 10; i += 1) expect((await book.acquire(key, 2, grant)).allowed).toBe(false);
    expect(grants.count).toBe(asked);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await book.acquire(key, 2, grant)).allowed).toBe(true);
    expect(grants.count).toBe(asked + 1);
  });

  it("sees the other process's hits at its next grant", async () => {
    const { key, grant } = scene({ ttl: 60_000, limit: 10 });
    const [first, second] = [new HitLeases(), new HitLeases()];
    for (let i = 0; i < 6; i += 1) expect((await first.acquire(key, 10, grant)).allowed).toBe(true);
    const verdict = await second.acquire(key, 10, grant);
    expect(verdict).toMatchObject({ allowed: true, totalHits: 7 });
    for (let i = 0; i < 3; i += 1) await second.acquire(key, 10, grant);
    expect((await first.acquire(key, 10, grant)).allowed).toBe(false);
    expect((await second.acquire(key, 10, grant)).allowed).toBe(false);
  });

  it('drops what a process holds when the window ends: Redis counts the new window from zero', async () => {
    const { key, grant, sharedHits } = scene({ ttl: 300, limit: 5000 });
    const book = new HitLeases();
    for (let i = 0; i < 20; i += 1) await book.acquire(key, 5000, grant);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const verdict = await book.acquire(key, 5000, grant);
    expect(verdict.allowed).toBe(true);
    // One hit asked for in the new window, and it is the only one there.
    expect(verdict.totalHits).toBe(1);
    expect(await sharedHits()).toBe(1);
  });

  it('fails the request when Redis does not answer, and asks again at the next one', async () => {
    const { key } = scene({ ttl: 60_000, limit: 1000 });
    const book = new HitLeases();
    let fail = true;
    const grant = (ask: number): Promise<HitGrant> =>
      fail
        ? Promise.reject(new Error('Redis down'))
        : storage.grant(key, 'default', { ttl: 60_000, limit: 1000, blockDuration: 60_000 }, ask);
    await expect(book.acquire(key, 1000, grant)).rejects.toThrow('Redis down');
    fail = false;
    expect((await book.acquire(key, 1000, grant)).allowed).toBe(true);
  });
});
