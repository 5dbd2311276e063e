import { createTestApp, type TestApp } from '../support/test-app.js';

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
