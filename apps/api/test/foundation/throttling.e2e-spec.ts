import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TEST_REDIS_URL } from '../support/test-env.js';

describe('rate limiting shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = { THROTTLE_LIMIT: '4', THROTTLE_TTL_SECONDS: '60' };
    first = await createTestApp({ env });
    second = await createTestApp({ env, shareWith: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  // Any throttled call will do; without a token this one answers code 100 until the limit is reached.
  const attempt = (app: TestApp) => app.http.get('/api/admin/sms-outbox');

  it('answers code 429 in the envelope once the limit is used up across two API instances', async () => {
    const answers = [];
    const remaining = [];
    for (const app of [first, second, first, second]) {
      const answer = await attempt(app);
      answers.push(answer.body.code);
      // ThrottlerGuard's headers, counted across both instances.
      expect(answer.headers['x-ratelimit-limit']).toBe('4');
      expect(Number(answer.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      remaining.push(answer.headers['x-ratelimit-remaining']);
    }
    expect(answers).toEqual([100, 100, 100, 100]);
    expect(remaining).toEqual(['3', '2', '1', '0']);
    const limited = await attempt(second);
    expect(limited.status).toBe(200);
    expect(limited.body).toEqual({ code: 429, message: '操作过于频繁，请稍后再试', body: null });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(first)).body.code).toBe(429);
  });

  it('does not throttle the health check', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await first.http.get('/api/health')).body.code).toBe(0);
    }
  });
});

describe("the public catalogue's generous limit, leased in batches", () => {
  let first: TestApp;
  let second: TestApp;
  let monitor: Redis;
  const grantsOf = { count: 0 };

  beforeAll(async () => {
    const env = { THROTTLE_CATALOGUE_LIMIT: '200', THROTTLE_TTL_SECONDS: '60' };
    first = await createTestApp({ env });
    second = await createTestApp({ env, shareWith: first });
    // Redis's own record of the commands it runs: the grants of this deployment's rate-limit keys.
    monitor = await new Redis(TEST_REDIS_URL).monitor();
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (args[0]?.toLowerCase() === 'evalsha' && args[3]?.startsWith(`${first.redisPrefix}:throttle:`)) {
        grantsOf.count += 1;
      }
    });
  });
  afterAll(async () => {
    monitor.disconnect();
    await second.close();
    await first.close();
  });

  const hotKeywords = (app: TestApp) => app.http.get('/api/NewIndex/GetHotKeyWord');

  it('lets exactly the limit through across two instances while asking Redis far less than once per request', async () => {
    const codes: number[] = [];
    const remaining: number[] = [];
    for (let i = 0; i < 240; i += 1) {
      const answer = await hotKeywords(i % 2 === 0 ? first : second);
      codes.push(answer.body.code);
      if (answer.body.code === 0) {
        expect(answer.headers['x-ratelimit-limit']).toBe('200');
        remaining.push(Number(answer.headers['x-ratelimit-remaining']));
      } else {
        expect(answer.body).toEqual({ code: 429, message: '操作过于频繁，请稍后再试', body: null });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(codes.filter((code) => code === 0)).toHaveLength(200);
    expect(codes.filter((code) => code === 429)).toHaveLength(40);
    // Leases of 1, 2 and then 4 hits (a 50th of 200) per instance, and the refusals' grants: about a quarter.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(grantsOf.count).toBeGreaterThan(40);
    expect(grantsOf.count).toBeLessThan(80);
    // Each instance's count of what is left only goes down; the last allowed answers say 0.
    expect(Math.min(...remaining)).toBe(0);
    expect(Math.max(...remaining)).toBeLessThanOrEqual(199);
  });

  it('keeps counting the ordinary limit one request at a time beside it', async () => {
    const answer = await first.http.get('/api/admin/sms-outbox');
    expect(answer.body.code).toBe(100);
    expect(answer.headers['x-ratelimit-limit']).toBe('100000');
  });
});

describe('staff login throttling', () => {
  it('limits password guessing to 10 attempts a minute per client', async () => {
    const t = await createTestApp();
    try {
      const codes = [];
      for (let i = 0; i < 11; i += 1) {
        // A different account each time: five failures on one account lock it (staff-lockout.e2e-spec.ts).
        codes.push(
          (await t.http.post('/api/admin/auth/login').send({ username: `guess${i}`, password: 'guess' })).body.code,
        );
      }
      expect(codes.slice(0, 10).every((code) => code === 400)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('client addresses behind a reverse proxy', () => {
  const call = (t: TestApp, client: string) => t.http.get('/api/admin/sms-outbox').set('x-forwarded-for', client);

  it('limits each forwarded client on its own when TRUST_PROXY is on', async () => {
    const t = await createTestApp({ env: { THROTTLE_LIMIT: '2', TRUST_PROXY: 'true' } });
    try {
      for (let i = 0; i < 2; i += 1) expect((await call(t, '203.0.113.7')).body.code).toBe(100);
      expect((await call(t, '203.0.113.7')).body.code).toBe(429);
      expect((await call(t, '198.51.100.9')).body.code).toBe(100);
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is off, so a client cannot dodge its limit', async () => {
    const t = await createTestApp({ env: { THROTTLE_LIMIT: '2', TRUST_PROXY: 'false' } });
    try {
      expect((await call(t, '203.0.113.1')).body.code).toBe(100);
      expect((await call(t, '203.0.113.2')).body.code).toBe(100);
      expect((await call(t, '203.0.113.3')).body.code).toBe(429);
    } finally {
      await t.close();
    }
  });
});
