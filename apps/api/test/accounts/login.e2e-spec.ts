import { createHash } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { TokenAudience } from '../../src/common/auth/token-audience.js';
import { seedStaff } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, loginTicket, resetSendLimits, sendAndReadCode, signIn, testRedis } from './accounts-test-kit.js';

describe('SMS login, identities and the login ticket', () => {
  let t: TestApp;
  const getToken = (query: object) => t.http.get('/api/NewLogin/GetToken').query(query);
  const memberIdOf = async (account: string): Promise<number> =>
    (await t.dataSource.query('SELECT id FROM member WHERE account = $1', [account]))[0].id;

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
  });
  beforeEach(() => resetSendLimits(t));
  afterAll(() => t.close());

  it('answers the single identity of 13800000001 and a ticket', async () => {
    const response = await loginTicket(t, '13800000001');
    expect(response.body.code).toBe(0);
    expect(response.body.body.memberInfo).toEqual([
      {
        id: await memberIdOf('shdemo'),
        account: 'shdemo',
        nickName: '张晓明',
        companyName: '上海示例生物科技有限公司',
        auditType: 3,
      },
    ]);
    expect(response.body.body.ticket).toMatch(/^[\w-]{43}$/);
  });

  it('answers both identities of 13800000003: the company body and the personal account', async () => {
    const response = await loginTicket(t, '13800000003');
    expect(response.body.body.memberInfo).toEqual([
      expect.objectContaining({ account: 'bjfuture', companyName: '北京未来基因科技有限公司', auditType: 3 }),
      expect.objectContaining({ account: 'wangwei_personal', companyName: '', auditType: 0 }),
    ]);
  });

  it('answers 未获取到用户数据 for a phone without members', async () => {
    const response = await loginTicket(t, '13911130001');
    expect(response.body).toMatchObject({ code: 400, message: '未获取到用户数据', body: null });
  });

  it('refuses a wrong code', async () => {
    const code = await sendAndReadCode(t, '13800000002', 2);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await t.http
      .post('/api/NewLogin/Login')
      .send({ phone: '13800000002', messageCode: wrong, avoidLogin: true });
    expect(response.body).toEqual({ code: 400, message: '验证码错误或已失效', body: null });
  });

  it('validates the phone and the code', async () => {
    const bad = await t.http
      .post('/api/NewLogin/Login')
      .send({ phone: '1380000', messageCode: '123456', avoidLogin: true });
    expect(bad.body).toMatchObject({ code: 400, message: '手机号格式不正确！' });
    const empty = await t.http.post('/api/NewLogin/Login').send({ phone: '13800000001', avoidLogin: true });
    expect(empty.body).toMatchObject({ code: 400, message: '请输入验证码' });
    const short = await t.http
      .post('/api/NewLogin/Login')
      .send({ phone: '13800000001', messageCode: '12', avoidLogin: true });
    expect(short.body).toMatchObject({ code: 400, message: '验证码不能少于4位' });
  });

  it('issues a customer token for an identity in the ticket', async () => {
    const login = await loginTicket(t, '13800000003');
    const personal = login.body.body.memberInfo[1];
    const response = await getToken({ id: personal.id, avoidLogin: 'true', ticket: login.body.body.ticket });
    expect(response.body).toMatchObject({ code: 0, message: '登录成功' });
    expect(response.body.body).toMatchObject({ expiresIn: 900, memberInfo: [personal] });
    const claims = t.app.get(JwtService).decode(response.body.body.token);
    expect(claims).toMatchObject({ sub: String(personal.id), org: null, aud: TokenAudience.Customer });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    const info = await t.http.get('/api/NewPersonalCenter/GetMemberInfo').set(bearer(response.body.body.token));
    expect(info.body.body).toMatchObject({ id: personal.id, account: 'wangwei_personal' });
  });

  it('refuses an id outside the ticket, and the ticket still works for its own identities', async () => {
    const login = await loginTicket(t, '13800000001');
    const someoneElse = await memberIdOf('bjfuture');
    const refused = await getToken({ id: someoneElse, avoidLogin: true, ticket: login.body.body.ticket });
    expect(refused.body).toEqual({ code: 403, message: '无权以该身份登录', body: null });
    const own = await getToken({
      id: login.body.body.memberInfo[0].id,
      avoidLogin: true,
      ticket: login.body.body.ticket,
    });
    expect(own.body.code).toBe(0);
  });

  it('uses the ticket once', async () => {
    const login = await loginTicket(t, '13800000003');
    const [company, personal] = login.body.body.memberInfo;
    expect((await getToken({ id: company.id, avoidLogin: true, ticket: login.body.body.ticket })).body.code).toBe(0);
    const again = await getToken({ id: personal.id, avoidLogin: true, ticket: login.body.body.ticket });
    expect(again.body).toMatchObject({ code: 400, message: '登录已过期，请重新获取验证码登录' });
  });

  it('issues one token when the ticket is redeemed twice at the same time', async () => {
    const login = await loginTicket(t, '13800000001');
    const query = { id: login.body.body.memberInfo[0].id, avoidLogin: true, ticket: login.body.body.ticket };
    const answers = await Promise.all([getToken(query), getToken(query), getToken(query)]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 400, 400]);
  });

  it('refuses a made-up ticket', async () => {
    const response = await getToken({ id: await memberIdOf('shdemo'), avoidLogin: true, ticket: 'made-up' });
    expect(response.body).toMatchObject({ code: 400, message: '登录已过期，请重新获取验证码登录' });
  });

  it('refuses GetToken without a ticket', async () => {
    const response = await getToken({ id: await memberIdOf('shdemo'), avoidLogin: true });
    expect(response.body).toMatchObject({ code: 400, message: '登录已过期，请重新获取验证码登录' });
  });

  it('keeps the ticket five minutes, stored under its hash only', async () => {
    const login = await loginTicket(t, '13800000002');
    const redis = testRedis(t);
    try {
      const [key] = await redis.keys(`${t.redisPrefix}:accounts:login-ticket:*`);
      expect(key).toBeDefined();
      expect(key).not.toContain(login.body.body.ticket);
      const ttl = await redis.ttl(key!.slice(`${t.redisPrefix}:`.length));
      expect(ttl).toBeGreaterThan(290);
      expect(ttl).toBeLessThanOrEqual(300);
    } finally {
      redis.disconnect();
    }
  });

  it('keeps a 15-day session with avoidLogin and a one-day session without', async () => {
    const long = await signIn(t, '13800000001', undefined, true);
    await resetSendLimits(t);
    const short = await signIn(t, '13800000002', undefined, false);
    const lifetimeDays = async (token: string) => {
      const { sid } = t.app.get(JwtService).decode(token);
      const [row] = await t.dataSource.query(
        'SELECT extract(epoch FROM expires_at - created_at) / 86400 AS days, avoid_login FROM customer_session WHERE id = $1',
        [sid],
      );
      return { days: Math.round(Number(row.days)), avoidLogin: row.avoid_login };
    };
    expect(await lifetimeDays(long.token)).toEqual({ days: 15, avoidLogin: true });
    expect(await lifetimeDays(short.token)).toEqual({ days: 1, avoidLogin: false });
  });

  it('stores refresh tokens only as SHA-256 hashes', async () => {
    const { refreshToken } = await signIn(t, '13800000001');
    const rows: Array<{ token_hash: string }> = await t.dataSource.query('SELECT token_hash FROM refresh_token');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === refreshToken)).toBe(false);
    const hash = createHash('sha256').update(refreshToken).digest('hex');
    expect(rows.some((row) => row.token_hash === hash)).toBe(true);
  });
});
