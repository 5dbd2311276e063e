import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../support/test-app.js';

const INDEX_HTML = '<!doctype html><title>SeqPortal</title><div id="root"></div>';
const CHUNK = `console.log("app");${'export const filler = "x";'.repeat(200)}`;

/** Writes `file` with the brotli and gzip variants the web build writes beside it (apps/web/vite-precompress.ts). */
function writeWithVariants(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/** A stand-in for apps/web/dist, so that this test does not depend on a web build. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seqportal-web-'));
  mkdirSync(join(dir, 'assets'));
  writeWithVariants(join(dir, 'index.html'), INDEX_HTML);
  writeWithVariants(join(dir, 'assets', 'index-abc123.js'), CHUNK);
  // Too small to be worth compressing: the build writes no variants.
  writeFileSync(join(dir, 'assets', 'tiny-def456.js'), 'console.log("tiny")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the built web app on the API port', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: fakeWebBuild() } });
  });
  afterAll(() => t.close());

  it('serves index.html at / without caching it', async () => {
    const response = await t.http.get('/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The document policy of the web app: its own scripts, MUI's inline styles, images from the storage.
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const path of ['/all_goods', '/my_order/detail?orderNo=1', '/need_login']) {
      const response = await t.http.get(path);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await t.http.get('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.text).toContain('console.log');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers hashed assets in brotli or gzip by Accept-Encoding, cached for a year', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
    expect(br.rawPayload.length).toBeLessThan(CHUNK.length);

    const gzip = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/accept-encoding/i);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK);

    // A client that takes neither gets the plain file, still marked as varying by Accept-Encoding for caches.
    const plain = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.payload).toBe(CHUNK);
    const none = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.payload).toBe(CHUNK);
  });

  it('answers a file without variants plainly even to a client that takes brotli', async () => {
    const response = await t.app.inject({ url: '/assets/tiny-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.payload).toBe('console.log("tiny")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers index.html compressed but revalidated, at / and on client-side routes', async () => {
    for (const url of ['/', '/all_goods', '/my_order/detail?orderNo=1']) {
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX_HTML);
      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX_HTML);
    }
  });

  it('does not serve the variants under their own names', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js.br', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths as 404 envelopes instead of the page', async () => {
    const response = await t.http.get('/api/NewIndex/NoSuchCall');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 404, message: '接口不存在', body: null });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('still answers the API on the same port', async () => {
    expect((await t.http.get('/api/health')).body.code).toBe(0);
  });
});
