import type { Redis } from 'ioredis';
import { customerToken } from '../support/customer-session.js';
import { seedStaff } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, resetSendLimits, sendAndReadCode, sendCode, testRedis } from './accounts-test-kit.js';

describe('SMS codes: format, lifetime, tries and send limits', () => {
  let t: TestApp;
  let redis: Redis;
  const login = (phone: string, messageCode: string) =>
    t.http.post('/api/NewLogin/Login').send({ phone, messageCode, avoidLogin: false });
  const clearCooldown = (phone: string) => redis.del(`accounts:sms:cooldown:${phone}`);

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
    redis = testRedis(t);
  });
  beforeEach(() => resetSendLimits(t));
  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  it('sends six random digits through the outbox with the product signature', async () => {
    const code = await sendAndReadCode(t, '13800000001', 2);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.dataSource.query(
      "SELECT content, purpose FROM sms_outbox_message WHERE phone = '13800000001' ORDER BY id DESC LIMIT 1",
    );
    expect(row).toEqual({ content: `【SeqPortal】您的验证码为${code}，5分钟内有效。`, purpose: 'login' });
  });

  it('keeps the code five minutes, and only as a hash', async () => {
    const code = await sendAndReadCode(t, '13911120001', 2);
    const key = 'accounts:sms:code:2:13911120001';
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);
    expect(JSON.stringify(await redis.hgetall(key))).not.toContain(code);
  });

  it('accepts the right code once', async () => {
    const code = await sendAndReadCode(t, '13800000001', 2);
    expect((await login('13800000001', code)).body.code).toBe(0);
    expect((await login('13800000001', code)).body).toMatchObject({ code: 400, message: '验证码错误或已失效' });
  });

  it('still accepts the right code after four wrong tries', async () => {
    const code = await sendAndReadCode(t, '13800000001', 2);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await login('13800000001', wrong)).body.code).toBe(400);
    expect((await login('13800000001', code)).body.code).toBe(0);
  });

  it('voids the code after five wrong tries: the sixth attempt fails even with the right code', async () => {
    const code = await sendAndReadCode(t, '13800000001', 2);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await login('13800000001', wrong)).body).toMatchObject({ code: 400, message: '验证码错误或已失效' });
    }
    expect((await login('13800000001', code)).body).toMatchObject({ code: 400, message: '验证码错误或已失效' });
  });

  it('does not accept a code of another type', async () => {
    const registerCode = await sendAndReadCode(t, '13800000001', 1);
    expect((await login('13800000001', registerCode)).body.code).toBe(400);
  });

  it('replaces the previous code when a new one is sent', async () => {
    const first = await sendAndReadCode(t, '13800000001', 2);
    await clearCooldown('13800000001');
    const second = await sendAndReadCode(t, '13800000001', 2);
    if (first !== second) expect((await login('13800000001', first)).body.code).toBe(400);
    expect((await login('13800000001', second)).body.code).toBe(0);
  });

  it('answers 429 to a second send to the same phone within 60 seconds', async () => {
    expect((await sendCode(t, '13911120002', 2)).body.code).toBe(0);
    const again = await sendCode(t, '13911120002', 1);
    expect(again.body).toEqual({ code: 429, message: '操作过于频繁，请稍后再试', body: null });
    const ttl = await redis.ttl('accounts:sms:cooldown:13911120002');
    expect(ttl).toBeGreaterThan(55);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it('lets only one of several simultaneous sends to one phone through', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => sendCode(t, '13911120011', 2)));
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 429, 429]);
  });

  it('lets another phone receive a code meanwhile', async () => {
    expect((await sendCode(t, '13911120003', 2)).body.code).toBe(0);
    expect((await sendCode(t, '13911120004', 2)).body.code).toBe(0);
  });

  it('answers 429 to the eleventh send to one phone within an hour', async () => {
    for (let i = 0; i < 10; i += 1) {
      await clearCooldown('13911120005');
      expect((await sendCode(t, '13911120005', 2)).body.code).toBe(0);
    }
    await clearCooldown('13911120005');
    expect((await sendCode(t, '13911120005', 2)).body).toMatchObject({
      code: 429,
      message: '操作过于频繁，请稍后再试',
    });
  });

  it('does not count a refused send against the hourly limit', async () => {
    expect((await sendCode(t, '13911120006', 2)).body.code).toBe(0);
    for (let i = 0; i < 3; i += 1) expect((await sendCode(t, '13911120006', 2)).body.code).toBe(429);
    expect(await redis.zcard('accounts:sms:phone:13911120006')).toBe(1);
  });

  describe('SendCodeNoCheck (signed-in flows)', () => {
    const noCheck = (body: object, token?: string) => {
      const call = t.http.post('/api/NewLogin/SendCodeNoCheck');
      return token ? call.set(bearer(token)).send(body) : call.send(body);
    };

    it('answers 100 without a customer token', async () => {
      expect((await noCheck({ phone: '13911120007', type: 3 })).body).toMatchObject({ code: 100 });
    });

    it('sends a phone-change code without a bot-check', async () => {
      const { token } = await customerToken(t, '13800000001');
      const response = await noCheck({ phone: '13911120008', type: 3 }, token);
      expect(response.body).toEqual({ code: 0, message: '验证码发送成功', body: null });
      expect(await redis.exists('accounts:sms:code:3:13911120008')).toBe(1);
    });

    it('refuses login and registration codes, which need the bot-check', async () => {
      const { token } = await customerToken(t, '13800000001');
      for (const type of [1, 2]) {
        expect((await noCheck({ phone: '13911120009', type }, token)).body).toMatchObject({
          code: 400,
          message: '验证码类型不正确',
        });
      }
    });

    it('applies the same 60-second limit', async () => {
      const { token } = await customerToken(t, '13800000001');
      expect((await noCheck({ phone: '13911120010', type: 4 }, token)).body.code).toBe(0);
      expect((await noCheck({ phone: '13911120010', type: 4 }, token)).body.code).toBe(429);
    });

    it('validates the phone', async () => {
      const { token } = await customerToken(t, '13800000001');
      expect((await noCheck({ phone: '123', type: 3 }, token)).body).toMatchObject({
        code: 400,
        message: '手机号格式不正确！',
      });
    });
  });
});
