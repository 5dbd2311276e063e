import { ApplicationConfig } from '@nestjs/core';
import { BodyGuardMessages } from '../../src/common/http/body-guard.js';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** `{"k0":0,"k1":0,…}` with `count` keys. */
function wideBody(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) parts.push(`"k${i}":0`);
  return `{${parts.join(',')}}`;
}

/** `{"a":{"a":…{"a":1}…}}` nested `depth` levels. */
function deepBody(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('request cost is bounded before validation', () => {
  let t: TestApp;
  let customer: TestCustomer;
  /** Calls of the global validation pipe since the test began. */
  let transforms = 0;

  beforeAll(async () => {
    t = await createTestApp();
    // Every class-transformer and class-validator step of the API starts in the global validation pipe's
    // transform (its fast path included): watched on the very instance the router calls.
    const pipes = t.app.get(ApplicationConfig).getGlobalPipes();
    expect(pipes).toHaveLength(1);
    const pipe = pipes[0]!;
    const transform = pipe.transform.bind(pipe);
    pipe.transform = (value, metadata) => {
      transforms += 1;
      return transform(value, metadata);
    };
    await seedStaff(t);
    customer = await customerToken(t, '13800000001');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    transforms = 0;
  });

  const post = (path: string, body: string, token?: string) => {
    const call = t.http.post(path).set('content-type', 'application/json');
    return (token ? call.set(bearer(token)) : call).send(body);
  };

  it('refuses a 60,000-key body with code 400 and a Chinese message before any validation, logged in or not', async () => {
    const body = wideBody(60_000);
    expect(body.length).toBeLessThan(1024 * 1024);
    // SubmitOrder takes the largest bodies (whole sample lists), and still no object of 60,000 keys.
    for (const token of [undefined, customer.token]) {
      const response = await post('/api/NewOrder/SubmitOrder', body, token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ code: 400, message: BodyGuardMessages.tooManyEntries, body: null });
    }
    expect(transforms).toBe(0);
  });

  it('refuses a 1,000-level body with code 400 before any validation', async () => {
    const response = await post('/api/NewShoppingCart/AddShoppingCart', deepBody(1000), customer.token);
    expect(response.body).toEqual({ code: 400, message: BodyGuardMessages.tooDeep, body: null });
    expect(transforms).toBe(0);
  });

  it('refuses NUL characters in body values, body keys and query values', async () => {
    const inValue = await post('/api/admin/auth/login', JSON.stringify({ username: 'ad\u0000min', password: 'x' }));
    expect(inValue.body).toEqual({ code: 400, message: BodyGuardMessages.nulCharacter, body: null });
    const inKey = await post('/api/admin/auth/login', JSON.stringify({ 'user\u0000name': 'admin' }));
    expect(inKey.body).toMatchObject({ code: 400, message: BodyGuardMessages.nulCharacter });
    const inQuery = await t.http.get('/api/NewGoodsContoller/GetGoodsList').query({ keyword: 'PCR\u0000' });
    expect(inQuery.body).toMatchObject({ code: 400, message: BodyGuardMessages.nulCharacter });
    expect(transforms).toBe(0);
  });

  it('refuses a query with too many parameters', async () => {
    const query = Array.from({ length: 500 }, (_, i) => `p${i}=1`).join('&');
    const response = await t.http.get(`/api/NewGoodsContoller/GetGoodsList?${query}`);
    expect(response.body).toMatchObject({ code: 400, message: BodyGuardMessages.tooManyEntries });
    expect(transforms).toBe(0);
  });

  it('validates an ordinary body as before: the pipe runs and the rule answers', async () => {
    const response = await post('/api/admin/auth/login', JSON.stringify({ username: 'admin' }));
    expect(response.body).toMatchObject({ code: 400, message: '请输入密码' });
    expect(transforms).toBeGreaterThan(0);
  });

  it('refuses a body over the route limit unread with HTTP 413, small by default and larger for sample lists', async () => {
    const padding = 'x'.repeat(200 * 1024);
    const ordinary = await post('/api/admin/auth/login', JSON.stringify({ username: padding, password: 'x' }));
    expect(ordinary.status).toBe(413);
    expect(ordinary.body).toEqual({ code: 413, message: '请求内容过大', body: null });
    // The same size is within a sample-list route's limit: it reaches the guards (no token: 100).
    const sampleList = await post('/api/NewOrder/ModifyOrderSamples', JSON.stringify({ orderNo: padding }));
    expect(sampleList.body).toMatchObject({ code: 100 });
  });

  it('answers English class-validator defaults in Chinese', async () => {
    const response = await t.http
      .post('/api/NewShoppingCart/DelShoppingCart')
      .set(bearer(customer.token))
      .send({ ids: '1', isPlus: 'yes' });
    expect(response.body.code).toBe(400);
    expect(response.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(response.body.message).not.toMatch(/must be/);
  });
});
