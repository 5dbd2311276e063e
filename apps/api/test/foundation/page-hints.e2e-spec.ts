import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEFAULT_PAGE_SIZE } from '@seqportal/contract';
import { runSeeds } from '../../../../seeds/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const INDEX_HTML =
  '<!doctype html><html><head><title>SeqPortal</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>';

/** Vite's manifest (build.manifest) of a stand-in build: the entry, a shared chunk and the two catalogue pages. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_mui-lazy-2.js': { file: 'assets/mui-lazy-2.js', imports: ['_react-1.js'] },
  'src/app/routes/all-goods-page.tsx': {
    file: 'assets/all-goods-page-3.js',
    isDynamicEntry: true,
    imports: ['_mui-lazy-2.js', '_react-1.js', 'index.html'],
  },
  'src/app/routes/goods-detail-page.tsx': {
    file: 'assets/goods-detail-page-4.js',
    isDynamicEntry: true,
    imports: ['_mui-lazy-2.js', 'index.html'],
  },
};

function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seqportal-web-hints-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dir;
}

const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((match) => match[1]);
/** The data a document brings inline under `id`, parsed; undefined when it brings none. */
const inlineData = (html: string, id: string): unknown => {
  const found = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return found ? JSON.parse(found[1]!) : undefined;
};
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);

describe('the shop pages announce their largest picture and lazy chunks, and bring its data, in the document (issue 22)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: fakeWebBuild() } });
    await runSeeds(t.dataSource, { adminPassword: 'admin123456', labPassword: 'lab123456' });
  });
  afterAll(() => t.close());

  const page = async (url: string) => {
    const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-encoding']).toBe('br');
    return brotliDecompressSync(response.rawPayload).toString();
  };

  it('brings the banner list inline at / and preloads the first banner; no chunk: home comes with the entry', async () => {
    const banners = (await t.http.get('/api/NewIndex/GetBanner').expect(200)).body.body as Array<{ image: string }>;
    expect(banners.length).toBeGreaterThan(0);
    const html = await page('/');
    expect(imagePreloads(html)).toEqual([banners[0]!.image]);
    // First in the head, ahead of the build's scripts: it takes the first of the browser's connections.
    expect(html.indexOf('<link rel="preload" as="image"')).toBe('<!doctype html><html><head>'.length);
    const inline = /<script type="application\/json" id="home-banners">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(inline![1]!)).toEqual(banners);
    // The category menu beside the carousel, as GetCategoryList answers.
    const categories = (await t.http.get('/api/NewIndex/GetCategoryList').expect(200)).body.body as unknown[];
    expect(categories.length).toBeGreaterThan(0);
    expect(inlineData(html, 'menu-categories')).toEqual(categories);
    expect(modulePreloads(html)).toEqual(['assets/react-1.js']);
    // The product rows, as GetIndexGoods answers a visitor.
    const rows = (await t.http.get('/api/NewIndex/GetIndexGoods').expect(200)).body.body as unknown[];
    expect(rows.length).toBeGreaterThan(0);
    expect(inlineData(html, 'home-goods')).toEqual(rows);
    // The search box's suggestions, on every shop page.
    const keywords = (await t.http.get('/api/NewIndex/GetHotKeyWord').expect(200)).body.body as { hotKeyword: string };
    expect(keywords.hotKeyword.length).toBeGreaterThan(0);
    for (const url of ['/', '/all_goods', '/all_goods?categoryNo=01', '/all_goods/detail?skuId=1']) {
      expect(inlineData(await page(url), 'hot-keywords'), url).toEqual(keywords);
    }
    // The rest of the document is the build's.
    expect(html.replace(/<link rel="preload"[^>]*>|<script type="application\/json".*?<\/script>/g, '')).toBe(
      INDEX_HTML,
    );
  });

  it('escapes the inline list so that no banner title can close its element', async () => {
    await t.dataSource.query(
      "INSERT INTO banner (title, image_key, link, sort) VALUES ('</script><script>alert(1)</script>', 'banners/x.svg', NULL, -1)",
    );
    try {
      const html = await page('/');
      expect(html).not.toContain('<script>alert(1)');
      const inline = /<script type="application\/json" id="home-banners">(.*?)<\/script>/.exec(html);
      expect((JSON.parse(inline![1]!) as Array<{ title: string }>)[0]!.title).toBe(
        '</script><script>alert(1)</script>',
      );
      expect(imagePreloads(html)).toEqual(['/api/File/public?key=banners/x.svg']);
    } finally {
      await t.dataSource.query("DELETE FROM banner WHERE image_key = 'banners/x.svg'");
    }
  });

  it("preloads the product list's chunks and its first product's picture, and brings its first page, at /all_goods", async () => {
    const list = await t.http
      .post('/api/NewGoodsContoller/GetGoodsList')
      .send({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE })
      .expect(200);
    const first = list.body.body.list[0] as { goodsImg: string };
    const html = await page('/all_goods');
    expect(imagePreloads(html)).toEqual([first.goodsImg]);
    // The very page a visitor's browser would ask for, so that it need not; the filter's categories too.
    expect(inlineData(html, 'goods-list-first-page')).toEqual(list.body.body);
    const categories = (await t.http.get('/api/NewIndex/GetCategoryList').expect(200)).body.body as unknown[];
    expect(inlineData(html, 'menu-categories')).toEqual(categories);
    // The page's chunk and what it imports, less what the entry already brings.
    expect(modulePreloads(html).sort()).toEqual(
      ['assets/all-goods-page-3.js', 'assets/mui-lazy-2.js', 'assets/react-1.js'].sort(),
    );
    // A search's or a category's first products are not the unfiltered list's.
    for (const url of ['/all_goods?search=%E6%B5%8B%E5%BA%8F', '/all_goods?categoryNo=01']) {
      const filtered = await page(url);
      expect(imagePreloads(filtered), url).toEqual([]);
      expect(inlineData(filtered, 'goods-list-first-page'), url).toBeUndefined();
      expect(inlineData(filtered, 'menu-categories'), url).toEqual(categories);
      expect(modulePreloads(filtered).length, url).toBe(3);
    }
  });

  it("preloads the detail page's chunks and the product's picture, and brings the product", async () => {
    const list = await t.http
      .post('/api/NewGoodsContoller/GetGoodsList')
      .send({ pageIndex: 1, pageSize: 1 })
      .expect(200);
    const { skuId, goodsId } = list.body.body.list[0] as { skuId: number; goodsId: number };
    const detail = await t.http.get('/api/NewGoodsContoller/GetGoodsDeatil').query({ skuId }).expect(200);
    const picture = (detail.body.body.banner as string[])[0]!;
    const html = await page(`/all_goods/detail?skuId=${skuId}`);
    expect(imagePreloads(html)).toEqual([picture]);
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('<script'));
    expect(inlineData(html, 'goods-detail')).toEqual({ query: { skuId }, detail: detail.body.body });
    expect(modulePreloads(html).sort()).toEqual(
      ['assets/goods-detail-page-4.js', 'assets/mui-lazy-2.js', 'assets/react-1.js'].sort(),
    );
    // An older link by goods id (goodsId, or goodId) names the same product.
    const byGoods = await t.http.get('/api/NewGoodsContoller/GetGoodsDeatil').query({ goodId: goodsId }).expect(200);
    for (const name of ['goodsId', 'goodId']) {
      const older = await page(`/all_goods/detail?${name}=${goodsId}`);
      expect(imagePreloads(older), name).toEqual([picture]);
      expect(inlineData(older, 'goods-detail'), name).toEqual({
        query: { goodId: goodsId },
        detail: byGoods.body.body,
      });
    }
    // gzip for a client without brotli, plain for one that takes neither.
    const gzip = await t.app.inject({
      url: `/all_goods/detail?skuId=${skuId}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    const plain = await t.app.inject({ url: `/all_goods/detail?skuId=${skuId}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(html);
  });

  it("preloads only the picture of a contract's product: its prices are the signed-in customer's", async () => {
    const list = await t.http
      .post('/api/NewGoodsContoller/GetGoodsList')
      .send({ pageIndex: 1, pageSize: 1 })
      .expect(200);
    const { skuId, goodsImg } = list.body.body.list[0] as { skuId: number; goodsImg: string };
    const html = await page(`/all_goods/detail?skuId=${skuId}&contractId=1`);
    expect(imagePreloads(html)).toEqual([goodsImg]);
    expect(inlineData(html, 'goods-detail')).toBeUndefined();
    expect(modulePreloads(html).length).toBe(3);
  });

  it('announces nothing of a product taken off sale', async () => {
    const list = await t.http
      .post('/api/NewGoodsContoller/GetGoodsList')
      .send({ pageIndex: 1, pageSize: 1 })
      .expect(200);
    const { skuId, goodsId } = list.body.body.list[0] as { skuId: number; goodsId: number };
    await t.dataSource.query('UPDATE goods SET on_sale = false WHERE id = $1', [goodsId]);
    try {
      for (const url of [`/all_goods/detail?skuId=${skuId}`, `/all_goods/detail?skuId=${skuId}&contractId=1`]) {
        const html = await page(url);
        expect(imagePreloads(html), url).toEqual([]);
        expect(inlineData(html, 'goods-detail'), url).toBeUndefined();
      }
    } finally {
      await t.dataSource.query('UPDATE goods SET on_sale = true WHERE id = $1', [goodsId]);
    }
  });

  it('announces no picture for a product that does not exist or a malformed link, and still serves the page', async () => {
    for (const url of [
      '/all_goods/detail?skuId=999999',
      '/all_goods/detail?skuId=999999&contractId=1',
      '/all_goods/detail?skuId=abc',
      '/all_goods/detail?skuId=99999999999',
      '/all_goods/detail',
    ]) {
      const html = await page(url);
      expect(imagePreloads(html), url).toEqual([]);
      expect(inlineData(html, 'goods-detail'), url).toBeUndefined();
    }
  });

  it('leaves the other pages as built', async () => {
    for (const url of ['/my_order', '/need_login', '/lab']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode).toBe(200);
      expect(response.payload).toBe(INDEX_HTML);
      expect(response.payload).not.toContain('hot-keywords');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});
