import { bearer } from '../support/bearer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { seedStaff, staffToken } from '../support/staff-session.js';

describe('envelope, validation and transport errors', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
  });
  afterAll(() => t.close());

  it('wraps a successful answer as { code: 0, message, body } with HTTP 200', async () => {
    const response = await t.http.post('/api/admin/auth/login').send({ username: 'lab', password: 'lab123456' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      code: 0,
      message: '成功',
      body: expect.objectContaining({ username: 'lab', roles: ['lab'], token: expect.any(String) }),
    });
  });

  it('answers a business failure with HTTP 200 and its code and message', async () => {
    const response = await t.http.post('/api/admin/auth/login').send({ username: 'lab', password: 'wrong' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: 400, message: '账号或密码错误', body: null });
  });

  it('rejects an unknown field with code 400 and names the field', async () => {
    const response = await t.http
      .post('/api/admin/auth/login')
      .send({ username: 'lab', password: 'lab123456', isAdmin: true });
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(400);
    expect(response.body.message).toBe('不支持的字段：isAdmin');
  });

  it('answers the Chinese message of the first failing rule', async () => {
    const missingUser = await t.http.post('/api/admin/auth/login').send({ password: 'x' });
    expect(missingUser.body).toMatchObject({ code: 400, message: '请输入账号' });
    const missingPassword = await t.http.post('/api/admin/auth/login').send({ username: 'lab' });
    expect(missingPassword.body).toMatchObject({ code: 400, message: '请输入密码' });
  });

  it('treats a GET with ?date= exactly like one without', async () => {
    const token = await staffToken(t, 'admin');
    const without = await t.http.get('/api/admin/sms-outbox').set(bearer(token));
    const withDate = await t.http.get(`/api/admin/sms-outbox?date=${Date.now()}`).set(bearer(token));
    expect(without.body.code).toBe(0);
    expect(withDate.body).toEqual(without.body);
  });

  it('still rejects other unknown query parameters on a GET', async () => {
    const token = await staffToken(t, 'admin');
    const response = await t.http.get('/api/admin/sms-outbox?foo=1').set(bearer(token));
    expect(response.body).toMatchObject({ code: 400, message: '不支持的字段：foo' });
  });

  it('answers an unknown route with HTTP 404 and an envelope', async () => {
    const response = await t.http.get('/api/NoSuchController/NoSuchCall');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 404, message: '接口不存在', body: null });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers malformed JSON with HTTP 400 and an envelope', async () => {
    const response = await t.http
      .post('/api/admin/auth/login')
      .set('content-type', 'application/json')
      .send('{"username": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 400, message: '请求格式不正确', body: null });
  });

  it('answers a body over the size cap with HTTP 413', async () => {
    const response = await t.http
      .post('/api/admin/auth/login')
      .send({ username: 'lab', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 413 });
  });

  it("sends the API's security headers and a request id with every answer, also with an error", async () => {
    for (const response of [await t.http.get('/api/health'), await t.http.get('/api/NewIndex/NoSuchCall')]) {
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
      });
      expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
    }
  });

  it('sends HSTS only over HTTPS: behind a trusted proxy that says so, never on plain HTTP', async () => {
    const plain = await t.http.get('/api/health').set('x-forwarded-proto', 'https');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect((await t.http.get('/')).headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      for (const path of ['/api/health', '/api/docs']) {
        const secure = await proxied.http.get(path).set('x-forwarded-proto', 'https');
        expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect((await proxied.http.get(path)).headers['strict-transport-security']).toBeUndefined();
      }
    } finally {
      await proxied.close();
    }
  });

  it('sends the document policy with Swagger UI, an HTML page under /api', async () => {
    const response = await t.http.get('/api/docs');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await t.http
      .options('/api/health')
      .set('origin', 'http://localhost:5173')
      .set('access-control-request-method', 'GET');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const denied = await t.http
      .options('/api/health')
      .set('origin', 'https://evil.example')
      .set('access-control-request-method', 'GET');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});
