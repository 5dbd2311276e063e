import { JwtService } from '@nestjs/jwt';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../../src/infra/redis/redis.constants.js';
import { seedStaff } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, resetSendLimits, signIn } from './accounts-test-kit.js';

const GRACE_SECONDS = 2;

describe('refresh token grace window', () => {
  let t: TestApp;
  const refresh = (refreshToken: string) => t.http.post('/api/UserCurr/RefreshToken').send({ refreshToken });
  const memberInfo = (token: string) => t.http.get('/api/NewPersonalCenter/GetMemberInfo').set(bearer(token));

  beforeAll(async () => {
    t = await createTestApp({ env: { REFRESH_GRACE_SECONDS: String(GRACE_SECONDS) } });
    await seedStaff(t);
  });
  beforeEach(() => resetSendLimits(t));
  afterAll(() => t.close());

  it('keeps two tabs that refresh with one token at the same moment signed in, with the same new pair', async () => {
    const session = await signIn(t, '13800000001');
    const answers = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(answers.map((answer) => answer.body.code)).toEqual([0, 0]);
    const [first, second] = answers.map((answer) => answer.body.body as { token: string; refreshToken: string });
    expect(second).toEqual(first);
    expect(first!.refreshToken).not.toBe(session.refreshToken);
    expect((await memberInfo(first!.token)).body.code).toBe(0);
    // The shared successor goes on rotating normally.
    expect((await refresh(first!.refreshToken)).body.code).toBe(0);
  });

  it('answers the same pair to a late second tab within the window', async () => {
    const session = await signIn(t, '13800000001');
    const rotated = (await refresh(session.refreshToken)).body.body;
    const again = await refresh(session.refreshToken);
    expect(again.body).toMatchObject({ code: 0, body: rotated });
  });

  it('still revokes the whole family when the old token comes back after the window', async () => {
    const session = await signIn(t, '13800000001');
    const rotated = (await refresh(session.refreshToken)).body.body;
    await new Promise((resolve) => setTimeout(resolve, GRACE_SECONDS * 1000 + 300));
    const reuse = await refresh(session.refreshToken);
    expect(reuse.body).toMatchObject({ code: 102, body: null });
    expect((await refresh(rotated.refreshToken)).body.code).toBe(102);
    expect((await memberInfo(rotated.token)).body.code).toBe(102);
    const [row] = await t.dataSource.query('SELECT revoked_reason FROM customer_session WHERE id = $1', [
      t.app.get(JwtService).decode<{ sid: string }>(session.token).sid,
    ]);
    expect(row.revoked_reason).toBe('reuse');
  });

  it('stores the pair so that only the old token opens it', async () => {
    const session = await signIn(t, '13800000001');
    const rotated = (await refresh(session.refreshToken)).body.body;
    const stored: Array<{ key: string; value: string }> = [];
    const redis = t.app.get<Redis>(REDIS_CLIENT);
    for (const key of await redis.keys(`${t.redisPrefix}:accounts:refresh-grace:*`)) {
      // The client adds the prefix itself: strip it from the names KEYS answers.
      const value = await redis.get(key.slice(`${t.redisPrefix}:`.length));
      stored.push({ key, value: value ?? '' });
    }
    expect(stored.length).toBeGreaterThan(0);
    for (const entry of stored) {
      expect(entry.value).not.toContain(rotated.refreshToken);
      expect(entry.value).not.toContain(rotated.token);
    }
  });
});
