import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** A stand-in for apps/web/dist, so that this test does not depend on a web build. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seqportal-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>SeqPortal</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
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

  it('keeps unknown API paths as 404 envelopes instead of the page', async () => {
    const response = await t.http.get('/api/NewIndex/NoSuchCall');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 404 });
  });

  it('still answers the API on the same port', async () => {
    expect((await t.http.get('/api/health')).body.code).toBe(0);
  });
});
