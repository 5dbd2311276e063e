import { createHmac, randomUUID } from 'node:crypto';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import type { Redis } from 'ioredis';
import { TokenAudience } from '../../src/common/auth/token-audience.js';
import { CustomerSession } from '../../src/modules/accounts/entities/customer-session.entity.js';
import { SessionRevocationService } from '../../src/modules/accounts/session/session-revocation.service.js';
import { customerToken } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, resetSendLimits, signIn } from './accounts-test-kit.js';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('customer tokens: rotation, reuse, revocation and the guards', () => {
  let t: TestApp;
  let jwt: JwtService;
  const memberInfo = (token?: string) => {
    const call = t.http.get('/api/NewPersonalCenter/GetMemberInfo');
    return token ? call.set(bearer(token)) : call;
  };
  const refresh = (refreshToken: string) => t.http.post('/api/UserCurr/RefreshToken').send({ refreshToken });

  beforeAll(async () => {
    // Without the grace window a replay is caught at once; refresh-grace.e2e-spec.ts tests the window itself.
    t = await createTestApp({ env: { REFRESH_GRACE_SECONDS: '0' } });
    await seedStaff(t);
    jwt = t.app.get(JwtService);
  });
  beforeEach(() => resetSendLimits(t));
  afterAll(() => t.close());

  it('rotates the refresh token and answers a working access token of the same session', async () => {
    const session = await signIn(t, '13800000001');
    const response = await refresh(session.refreshToken);
    expect(response.body.code).toBe(0);
    expect(response.body.body).toMatchObject({ expiresIn: 900 });
    expect(response.body.body.refreshToken).not.toBe(session.refreshToken);
    expect(jwt.decode(response.body.body.token).sid).toBe(jwt.decode(session.token).sid);
    expect((await memberInfo(response.body.body.token)).body.code).toBe(0);
  });

  it('revokes the whole family when a rotated refresh token is used again (102)', async () => {
    const session = await signIn(t, '13800000001');
    const rotated = (await refresh(session.refreshToken)).body.body;
    const reuse = await refresh(session.refreshToken);
    expect(reuse.body).toMatchObject({ code: 102, body: null });
    // The thief's copy and the legitimate successor are both dead, and so are the session's access tokens.
    expect((await refresh(rotated.refreshToken)).body.code).toBe(102);
    expect((await memberInfo(rotated.token)).body.code).toBe(102);
    expect((await memberInfo(session.token)).body.code).toBe(102);
    const [row] = await t.dataSource.query('SELECT revoked_reason FROM customer_session WHERE id = $1', [
      jwt.decode(session.token).sid,
    ]);
    expect(row.revoked_reason).toBe('reuse');
  });

  it('leaves other sessions of the same member alone when one family is revoked', async () => {
    const first = await signIn(t, '13800000001');
    await resetSendLimits(t);
    const second = await signIn(t, '13800000001');
    await refresh(first.refreshToken);
    await refresh(first.refreshToken);
    expect((await memberInfo(second.token)).body.code).toBe(0);
  });

  it('answers 102 for an unknown refresh token', async () => {
    expect((await refresh('not-a-refresh-token')).body.code).toBe(102);
  });

  it('answers 101 for an expired refresh token', async () => {
    const session = await signIn(t, '13800000002');
    await t.dataSource.query(
      "UPDATE refresh_token SET expires_at = now() - interval '1 minute' WHERE session_id = $1",
      [jwt.decode(session.token).sid],
    );
    expect((await refresh(session.refreshToken)).body.code).toBe(101);
  });

  it('validates the refresh request', async () => {
    const response = await t.http.post('/api/UserCurr/RefreshToken').send({});
    expect(response.body).toMatchObject({ code: 400, message: '缺少refreshToken' });
  });

  it('answers 100 without a token', async () => {
    expect((await memberInfo()).body).toMatchObject({ code: 100 });
  });

  it('answers 102 for an unsigned alg:none customer token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: '1', org: null, sid: '00000000-0000-4000-8000-000000000000', aud: TokenAudience.Customer };
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iss: 'seqportal', iat: now, exp: now + 600 })}.`;
    expect((await memberInfo(unsigned)).body).toMatchObject({ code: 102 });
  });

  it('answers 102 for a customer token with a forged signature', async () => {
    const { token } = await customerToken(t, '13800000001');
    const [header] = token.split('.');
    const forgedPayload = base64url({ ...jwt.decode(token), sub: '2' });
    const signature = createHmac('sha256', 'not-the-secret').update(`${header}.${forgedPayload}`).digest('base64url');
    expect((await memberInfo(`${header}.${forgedPayload}.${signature}`)).body).toMatchObject({ code: 102 });
    expect((await memberInfo(`${header}.${forgedPayload}.${token.split('.')[2]}`)).body).toMatchObject({ code: 102 });
  });

  it('answers 101 for an expired customer token', async () => {
    const expired = await jwt.signAsync(
      { sub: '1', org: null, sid: '00000000-0000-4000-8000-000000000001' },
      { audience: TokenAudience.Customer, expiresIn: -10 },
    );
    expect((await memberInfo(expired)).body).toMatchObject({ code: 101 });
  });

  it('answers 403 for a customer token on /api/admin', async () => {
    const { token } = await signIn(t, '13800000001');
    const response = await t.http.get('/api/admin/sms-outbox').set(bearer(token));
    expect(response.body).toMatchObject({ code: 403, body: null });
  });

  it('answers 102 for a staff token on a customer route', async () => {
    const token = await staffToken(t, 'admin');
    expect((await memberInfo(token)).body).toMatchObject({ code: 102 });
  });

  it('keeps the SMS outbox for administrators', async () => {
    expect((await t.http.get('/api/admin/sms-outbox?phone=13800000001')).body).toMatchObject({ code: 100 });
    const { token } = await customerToken(t, '13800000001');
    expect((await t.http.get('/api/admin/sms-outbox?phone=13800000001').set(bearer(token))).body).toMatchObject({
      code: 403,
    });
    const lab = await staffToken(t, 'lab');
    expect((await t.http.get('/api/admin/sms-outbox?phone=13800000001').set(bearer(lab))).body.code).toBe(403);
    const admin = await staffToken(t, 'admin');
    expect((await t.http.get('/api/admin/sms-outbox?phone=13800000001').set(bearer(admin))).body.code).toBe(0);
  });

  it('accepts tokens of sessions it never revoked, as the test helper of other domains signs them', async () => {
    const { token } = await customerToken(t, '13800000001');
    expect((await memberInfo(token)).body.code).toBe(0);
  });

  it('asks the database whether a session was revoked when Redis does not answer', async () => {
    const session = await signIn(t, '13800000001');
    await t.http.post('/api/NewLogin/Logout').set(bearer(session.token)).send({});
    const unreachable = { exists: () => Promise.reject(new Error('Redis is away')) } as unknown as Redis;
    const checker = new SessionRevocationService(
      unreachable,
      t.dataSource.getRepository(CustomerSession),
      t.app.get(ConfigService),
    );
    const principal = { memberId: 1, organisationId: null };
    expect(await checker.isActive({ ...principal, sessionId: jwt.decode(session.token).sid })).toBe(false);
    expect(await checker.isActive({ ...principal, sessionId: randomUUID() })).toBe(true);
  });

  describe('logout', () => {
    const logout = (token?: string, body: object = {}) => {
      const call = t.http.post('/api/NewLogin/Logout');
      return token ? call.set(bearer(token)).send(body) : call.send(body);
    };

    it('revokes the session: its access token then answers 102 and its refresh token is dead', async () => {
      const session = await signIn(t, '13800000001');
      expect((await logout(session.token)).body).toEqual({ code: 0, message: '已退出', body: null });
      expect((await memberInfo(session.token)).body.code).toBe(102);
      expect((await refresh(session.refreshToken)).body.code).toBe(102);
    });

    it('revokes the session of an expired access token too', async () => {
      const session = await signIn(t, '13800000002');
      const { sid, sub, org } = jwt.decode(session.token);
      const expired = await jwt.signAsync({ sub, org, sid }, { audience: TokenAudience.Customer, expiresIn: -10 });
      expect((await logout(expired)).body.code).toBe(0);
      expect((await memberInfo(session.token)).body.code).toBe(102);
    });

    it('revokes the session of a refresh token sent in the body', async () => {
      const session = await signIn(t, '13800000001');
      expect((await logout(undefined, { refreshToken: session.refreshToken })).body.code).toBe(0);
      expect((await memberInfo(session.token)).body.code).toBe(102);
    });

    it('revokes a session the helper of other domains signed', async () => {
      const { token } = await customerToken(t, '13800000001');
      await logout(token);
      expect((await memberInfo(token)).body.code).toBe(102);
    });

    it('accepts a logout without a body', async () => {
      const session = await signIn(t, '13800000002');
      const response = await t.http.post('/api/NewLogin/Logout').set(bearer(session.token));
      expect(response.body).toEqual({ code: 0, message: '已退出', body: null });
      expect((await memberInfo(session.token)).body.code).toBe(102);
    });

    it('answers 已退出 without any token and changes nothing for a forged one', async () => {
      expect((await logout()).body).toMatchObject({ code: 0, message: '已退出' });
      const session = await signIn(t, '13800000001');
      const [header, payload] = session.token.split('.');
      await logout(`${header}.${payload}.${createHmac('sha256', 'x').update('y').digest('base64url')}`);
      expect((await memberInfo(session.token)).body.code).toBe(0);
    });

    it('records the revocation in the database', async () => {
      const session = await signIn(t, '13800000001');
      await logout(session.token);
      const [row] = await t.dataSource.query('SELECT revoked_at, revoked_reason FROM customer_session WHERE id = $1', [
        jwt.decode(session.token).sid,
      ]);
      expect(row.revoked_reason).toBe('logout');
      expect(row.revoked_at).not.toBeNull();
    });
  });
});
