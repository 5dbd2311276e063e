import { authHeaderOf, priceKeysIn } from './catalogue-fixtures.js';
import { createDemoApp, type DemoApp } from '../support/demo-app.js';

describe('home page and search calls', () => {
  let t: DemoApp;

  beforeAll(async () => {
    t = await createDemoApp();
  });
  afterAll(() => t.close());

  it('GetBanner answers the active banners in order, with images served by the API', async () => {
    const { body } = await t.http.get('/api/NewIndex/GetBanner').query({ date: Date.now() }).expect(200);
    expect(body.code).toBe(0);
    expect(body.body).toHaveLength(4);
    expect(body.body[0]).toEqual({
      image: '/api/File/public?key=banners/wgs.svg',
      title: '人全基因组重测序 30X 限时特惠',
      link: '/all_goods?categoryNo=WGS',
    });
  });

  it('serves catalogue images from the public bucket with a long cache header', async () => {
    const banner = await t.http
      .get('/api/File/public')
      .query({ key: 'banners/wgs.svg' })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(banner.status).toBe(200);
    expect(banner.headers['content-type']).toBe('image/svg+xml');
    expect(banner.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(banner.headers['content-security-policy']).toContain("default-src 'none'");
    expect((banner.body as Buffer).toString('utf8')).toContain('<svg');
    const item = (await t.http.post('/api/NewGoodsContoller/GetGoodsList').send({ pageSize: 1 })).body.body.list[0];
    const image = await t.http.get(item.goodsImg);
    expect(image.status).toBe(200);
  });

  it('answers HTTP 404 for a missing image and refuses keys outside the images', async () => {
    expect((await t.http.get('/api/File/public').query({ key: 'goods/none.svg' })).status).toBe(404);
    expect((await t.http.get('/api/File/public').query({ key: '../uploads/secret.svg' })).status).toBe(404);
    expect((await t.http.get('/api/File/public').query({ key: 'goods/1.html' })).status).toBe(404);
  });

  it('GetCategoryList answers the tree of at least 6 top-level categories with children', async () => {
    const { body } = await t.http.get('/api/NewIndex/GetCategoryList').expect(200);
    expect(body.body.length).toBeGreaterThanOrEqual(6);
    expect(body.body[0]).toMatchObject({ codeNo: 'SEQ', title: '基因组测序' });
    expect(body.body[0].children.map((child: { codeNo: string }) => child.codeNo)).toEqual(['WGS', 'WES', 'PANEL']);
    expect(body.body.every((top: { children: unknown[] }) => top.children.length > 0)).toBe(true);
  });

  it('GetHotKeyWord answers the keywords newline-separated', async () => {
    const { body } = await t.http.get('/api/NewIndex/GetHotKeyWord').expect(200);
    expect(body.body.hotKeyword.split('\n')).toEqual([
      '全基因组',
      'PE150',
      '单细胞',
      '16S',
      '转录组',
      'HiFi',
      '文库上机',
      '甲基化',
    ]);
  });

  it('GetIndexGoods answers a row per top-level category with at most 10 items and no prices for visitors', async () => {
    const { body } = await t.http.get('/api/NewIndex/GetIndexGoods').expect(200);
    const groups = body.body as Array<{
      kind: string;
      title: string;
      categoryNo?: string;
      info: Array<{ goodslable: unknown[]; categoryNo: string }>;
    }>;
    expect(groups.every((group) => group.kind === 'category')).toBe(true);
    expect(groups.map((group) => group.categoryNo)).toEqual(['SEQ', 'RNA', 'MICRO', 'SC', 'LRS', 'LIB', 'BIO']);
    expect(groups[0]!.info).toHaveLength(10);
    expect(groups.every((group) => group.info.length > 0 && group.info.length <= 10)).toBe(true);
    expect(groups[0]!.info[0]!.goodslable.length).toBeGreaterThan(0);
    expect(priceKeysIn(groups)).toEqual([]);
  });

  it('GetIndexGoods puts a row per contract first for a contract customer, at contract prices', async () => {
    const { body } = await t.http
      .get('/api/NewIndex/GetIndexGoods')
      .set(...authHeaderOf(t.shanghai))
      .expect(200);
    const groups = body.body as Array<{
      kind: string;
      title: string;
      contractId?: number;
      info: Array<{ unitPrice: string; salePrice: string; isContract: boolean }>;
    }>;
    expect(groups.slice(0, 2).map((group) => [group.kind, group.title])).toEqual([
      ['contract', '2026年度测序服务框架合同'],
      ['contract', '单细胞与三代测序专项合同'],
    ]);
    expect(groups[0]!.contractId).toEqual(expect.any(Number));
    expect(groups[0]!.info.length).toBeLessThanOrEqual(10);
    expect(groups[0]!.info.every((item) => item.isContract && Number(item.unitPrice) < Number(item.salePrice))).toBe(
      true,
    );
    expect(groups[2]!.kind).toBe('category');
  });

  it('GetRecommendGoods answers recommended goods, priced only when signed in', async () => {
    const visitor = (await t.http.get('/api/NewGoodsContoller/GetRecommendGoods').expect(200)).body.body;
    expect(visitor.length).toBeGreaterThan(3);
    expect(visitor[0]).toMatchObject({
      goodsid: expect.any(Number),
      skuid: expect.any(Number),
      goodsname: '人全基因组重测序',
      propertyType: 0,
    });
    expect(visitor[0].goodsimg).toMatch(/^\/api\/File\/public\?key=goods\//);
    expect(priceKeysIn(visitor)).toEqual([]);
    const signedIn = (
      await t.http
        .get('/api/NewGoodsContoller/GetRecommendGoods')
        .set(...authHeaderOf(t.personal))
        .expect(200)
    ).body.body;
    expect(signedIn[0]).toMatchObject({ unitPrice: '2800.00', marketprice: '3500.00' });
  });

  it('GetSearchList suggests the best matches for Chinese words, PE150 and codes', async () => {
    const search = async (text: string) =>
      (await t.http.get('/api/NewGoodsContoller/GetSearchList').query({ search: text }).expect(200)).body;
    const chinese = await search('单细胞');
    expect(chinese.code).toBe(0);
    expect(chinese.body.length).toBeGreaterThan(0);
    expect(chinese.body.length).toBeLessThanOrEqual(10);
    expect(chinese.body[0].goodsName).toContain('单细胞');
    expect((await search('hu-50x')).body[0]).toMatchObject({ skuCode: 'WGS-HU-50X', goodsName: '人全基因组重测序' });
    expect((await search('PE150')).body).toHaveLength(10);
    expect((await search('')).body).toEqual([]);
    expect(priceKeysIn(chinese.body)).toEqual([]);
    const tooLong = await search('长'.repeat(51));
    expect(tooLong).toMatchObject({ code: 400, message: '搜索词不能超过50个字符' });
  });
});
