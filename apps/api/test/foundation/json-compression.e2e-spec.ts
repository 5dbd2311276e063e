import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { JSON_COMPRESSION_MIN_BYTES } from '../../src/common/http/json-compression.js';
import { createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

const LIST = '/api/NewGoodsContoller/GetGoodsList';
const DETAIL = '/api/NewGoodsContoller/GetGoodsDeatil';
const HOT_KEYWORDS = '/api/NewIndex/GetHotKeyWord';

/** The API's JSON answers compressed from 1 KB up for clients that accept it (issue 22). */
describe('compressed JSON answers', () => {
  let t: DemoApp;
  let skuId: number;

  beforeAll(async () => {
    t = await createDemoApp();
    skuId = await skuIdOf(t, 'WGS-HU-30X');
  });
  afterAll(() => t.close());

  const list = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: LIST,
      payload: { pageIndex: 1, pageSize: 10 },
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a product list page brotli-compressed to a browser, the same answer in fewer bytes', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(JSON_COMPRESSION_MIN_BYTES);
    expect(plain.json().code).toBe(0);

    const brotli = await list('gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.payload);
  });

  it('answers gzip where brotli is not accepted or refused, and plain text where neither is', async () => {
    const plain = (await list()).payload;
    for (const accepted of ['gzip', 'br;q=0, gzip;q=0.5', 'deflate, gzip']) {
      const answer = await list(accepted);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.rawPayload).toString()).toBe(plain);
    }
    for (const accepted of ['identity', 'gzip;q=0', 'deflate', '*;q=0']) {
      const answer = await list(accepted);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.payload).toBe(plain);
      // The answer could have been compressed: caches keep the encodings apart.
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    }
    expect((await list('*')).headers['content-encoding']).toBe('br');
  });

  it('leaves answers under 1 KB as they are', async () => {
    const answer = await t.app.inject({ url: HOT_KEYWORDS, headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.json().code).toBe(0);
    expect(answer.rawPayload.length).toBeLessThan(JSON_COMPRESSION_MIN_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary ?? '').not.toMatch(/Accept-Encoding/);
  });

  it('tags a compressed and a plain answer alike, and revalidates either with 304 and no body', async () => {
    const url = `${DETAIL}?skuId=${skuId}`;
    const plain = await t.app.inject({ url });
    const brotli = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(plain.payload.length).toBeGreaterThanOrEqual(JSON_COMPRESSION_MIN_BYTES);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect(brotli.headers.vary).toMatch(/Authorization, Accept-Encoding/);
    const revalidated = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('does not compress what is not JSON: the OpenAPI page is HTML, a missing route answers as before', async () => {
    const docs = await t.app.inject({ url: '/api/docs', headers: { 'accept-encoding': 'br' } });
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(docs.headers['content-encoding']).toBeUndefined();
    const missing = await t.app.inject({ url: '/api/NoSuchRoute', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});
