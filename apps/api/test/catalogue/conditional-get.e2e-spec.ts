import { authHeaderOf } from './catalogue-fixtures.js';
import { createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

const DETAIL = '/api/NewGoodsContoller/GetGoodsDeatil';
const CATEGORIES = '/api/NewIndex/GetCategoryList';
const LIST = '/api/NewGoodsContoller/GetGoodsList';
const CART_COUNT = '/api/NewShoppingCart/GetShoppingCartCount';
const QUALITY_README = '/api/NewContent/GetQualityReadme';

/**
 * Conditional GETs of the catalogue (issue 22): an answer carries an ETag of its content, and a browser that sends
 * it back in If-None-Match gets 304 without a body until the answer it would get changes, whoever it is.
 */
describe('catalogue ETag and 304', () => {
  let t: DemoApp;
  let skuId: number;

  beforeAll(async () => {
    t = await createDemoApp();
    skuId = await skuIdOf(t, 'WGS-HU-30X');
  });
  afterAll(() => t.close());

  const detail = (headers: Array<[string, string]> = []) => {
    const request = t.http.get(DETAIL).query({ skuId });
    for (const [name, value] of headers) void request.set(name, value);
    return request;
  };

  it('answers 200 with an ETag, then 304 without a body for the same tag', async () => {
    const first = await detail().expect(200);
    expect(first.body.code).toBe(0);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Authorization/);

    const revalidated = await detail([['If-None-Match', etag]]).expect(304);
    expect(revalidated.text ?? '').toBe('');
    expect(revalidated.headers.etag).toBe(etag);

    // A weak form of the tag and a list that holds it match too; another tag gets the full answer.
    await detail([['If-None-Match', `"other", W/${etag}`]]).expect(304);
    const other = await detail([['If-None-Match', '"not-this-one"']]).expect(200);
    expect(other.body).toEqual(first.body);
    expect(other.headers.etag).toBe(etag);
  });

  it("gives a contract customer's prices another tag than a visitor's answer", async () => {
    const visitor = await detail().expect(200);
    const customer = await detail([authHeaderOf(t.shanghai)]).expect(200);
    expect(customer.body.body.pro.skuEditor[0].unitPrice).toBe('2380.00');
    expect(customer.headers.etag).not.toBe(visitor.headers.etag);
    // The visitor's copy does not stand for the customer's answer: the customer gets prices, not 304.
    const withVisitorTag = await detail([authHeaderOf(t.shanghai), ['If-None-Match', visitor.headers.etag as string]]);
    expect(withVisitorTag.status).toBe(200);
    expect(withVisitorTag.body.body.pro.skuEditor[0].unitPrice).toBe('2380.00');
    await detail([authHeaderOf(t.shanghai), ['If-None-Match', customer.headers.etag as string]]).expect(304);
  });

  it('answers 200 with a new tag once the answer changes', async () => {
    const before = await detail([authHeaderOf(t.personal)]).expect(200);
    const [{ sale_price: oldPrice }] = await t.dataSource.query('SELECT sale_price::text FROM sku WHERE id = $1', [
      skuId,
    ]);
    await t.dataSource.query('UPDATE sku SET sale_price = sale_price + 1 WHERE id = $1', [skuId]);
    try {
      const after = await detail([authHeaderOf(t.personal), ['If-None-Match', before.headers.etag as string]]).expect(
        200,
      );
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body.body.pro.skuEditor[0].unitPrice).not.toBe(before.body.body.pro.skuEditor[0].unitPrice);
    } finally {
      await t.dataSource.query('UPDATE sku SET sale_price = $2 WHERE id = $1', [skuId, oldPrice]);
    }
  });

  it('tags the other catalogue GETs too', async () => {
    const first = await t.http.get(CATEGORIES).expect(200);
    expect(first.headers.etag).toBeDefined();
    await t.http
      .get(CATEGORIES)
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
  });

  it('answers every other API GET with no-store, so that no personalised answer is kept anywhere', async () => {
    // The web client sends no cache-busting date any more (issue 22): the answers say themselves not to store them.
    const count = await t.http
      .get(CART_COUNT)
      .set(...authHeaderOf(t.shanghai))
      .expect(200);
    expect(count.body.code).toBe(0);
    expect(count.headers['cache-control']).toBe('no-store');
    expect(count.headers.etag).toBeUndefined();
    const visitor = await t.http.get(CART_COUNT);
    expect(visitor.body.code).toBe(100);
    expect(visitor.headers['cache-control']).toBe('no-store');
    // A catalogue refusal is not worth revalidating: no-store too.
    const refused = await t.http.get(DETAIL);
    expect(refused.body.code).not.toBe(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    // A route that chose its own caching keeps it.
    const readme = await t.http.get(QUALITY_README).expect(200);
    expect(readme.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('still ignores the cache-busting date older clients send', async () => {
    const plain = await detail().expect(200);
    const dated = await t.http.get(DETAIL).query({ skuId, date: Date.now() }).expect(200);
    expect(dated.body).toEqual(plain.body);
    expect(dated.headers.etag).toBe(plain.headers.etag);
  });

  it('leaves refusals, errors and POSTs without a tag', async () => {
    const missing = await t.http.get(DETAIL).query({ skuId: 999_999 });
    expect(missing.body.code).not.toBe(0);
    expect(missing.headers.etag).toBeUndefined();
    const refused = await t.http.get(DETAIL).set('If-None-Match', '*');
    expect(refused.body).toMatchObject({ message: '请指定商品' });
    expect(refused.headers.etag).toBeUndefined();
    const list = await t.http.post(LIST).send({ pageIndex: 1, pageSize: 10 }).expect(200);
    expect(list.body.code).toBe(0);
    expect(list.headers.etag).toBeUndefined();
  });
});
