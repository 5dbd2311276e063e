import { createHmac } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { TokenAudience } from '../../src/common/auth/token-audience.js';
import { bearer } from '../support/bearer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { seedStaff, staffToken } from '../support/staff-session.js';

function base64url(value: object | string): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

describe('staff sign-in and the /api/admin guard', () => {
  let t: TestApp;
  let jwt: JwtService;
  const outbox = (token?: string) => {
    const call = t.http.get('/api/admin/sms-outbox');
    return token ? call.set(bearer(token)) : call;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
    jwt = t.app.get(JwtService);
  });
  afterAll(() => t.close());

  it('signs in with the seeded password and answers a token with roles', async () => {
    const response = await t.http.post('/api/admin/auth/login').send({ username: 'admin', password: 'admin123456' });
    expect(response.body.code).toBe(0);
    expect(response.body.body).toMatchObject({ username: 'admin', roles: ['admin', 'lab', 'support'], expiresIn: 900 });
    const claims = jwt.decode(response.body.body.token);
    expect(claims).toMatchObject({ aud: TokenAudience.Staff, username: 'admin' });
  });

  it('answers the same message for an unknown user and a wrong password', async () => {
    const unknown = await t.http.post('/api/admin/auth/login').send({ username: 'ghost', password: 'admin123456' });
    const wrong = await t.http.post('/api/admin/auth/login').send({ username: 'admin', password: 'nope' });
    expect(unknown.body).toEqual({ code: 400, message: '账号或密码错误', body: null });
    expect(wrong.body).toEqual(unknown.body);
  });

  it('stores passwords only as argon2id hashes', async () => {
    const [row] = await t.dataSource.query("SELECT password_hash FROM staff_account WHERE username = 'lab'");
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('lab123456');
  });

  it('answers 100 without a token', async () => {
    expect((await outbox()).body).toMatchObject({ code: 100 });
  });

  it('answers 102 for a forged signature', async () => {
    const token = await staffToken(t, 'admin');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${createHmac('sha256', 'not-the-secret').update(`${header}.${payload}`).digest('base64url')}`;
    expect((await outbox(forged)).body).toMatchObject({ code: 102 });
  });

  it('answers 102 for an unsigned alg:none token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: '1',
      username: 'admin',
      roles: ['admin'],
      aud: TokenAudience.Staff,
      iss: 'seqportal',
      iat: now,
      exp: now + 600,
    })}.`;
    expect((await outbox(unsigned)).body).toMatchObject({ code: 102 });
  });

  it('answers 101 for an expired token', async () => {
    const expired = await jwt.signAsync(
      { sub: '1', username: 'admin', roles: ['admin'] },
      { audience: TokenAudience.Staff, expiresIn: -10 },
    );
    expect((await outbox(expired)).body).toMatchObject({ code: 101 });
  });

  it('answers 403 for a valid customer token on an admin route', async () => {
    const customer = await jwt.signAsync({ sub: '42' }, { audience: TokenAudience.Customer });
    expect((await outbox(customer)).body).toMatchObject({ code: 403 });
  });

  it('lets an admin token read the outbox', async () => {
    const response = await outbox(await staffToken(t, 'admin'));
    expect(response.body.code).toBe(0);
    expect(Array.isArray(response.body.body)).toBe(true);
  });

  it('answers 403 to lab and support tokens on the outboxes: they hold every login code', async () => {
    for (const who of ['lab', 'support'] as const) {
      const token = await staffToken(t, who);
      expect((await outbox(token)).body).toMatchObject({ code: 403, message: '没有权限' });
      const mail = await t.http.get('/api/admin/mail-outbox').set(bearer(token));
      expect(mail.body).toMatchObject({ code: 403 });
    }
  });
});
