import { authHeaderOf, priceKeysIn } from './catalogue-fixtures.js';
import { contractIdOf, createDemoApp, type DemoApp } from '../support/demo-app.js';

const LIST = '/api/NewGoodsContoller/GetGoodsList';

describe('GetGoodsList', () => {
  let t: DemoApp;

  beforeAll(async () => {
    t = await createDemoApp();
  });
  afterAll(() => t.close());

  const list = (body: object, customer?: DemoApp['shanghai']) => {
    const request = t.http.post(LIST).send(body);
    return (customer ? request.set(...authHeaderOf(customer)) : request).expect(200);
  };

  it('answers the first page of 10 with the total, one row per SKU', async () => {
    const { body } = await list({});
    expect(body.code).toBe(0);
    expect(body.body).toMatchObject({ page: 1, pageSize: 10 });
    expect(body.body.list).toHaveLength(10);
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM sku');
    expect(body.body.totalCount).toBe(count);
    const item = body.body.list[0];
    expect(item).toMatchObject({
      goodsId: expect.any(Number),
      goodsid: item.goodsId,
      skuId: item.id,
      skuid: item.id,
      isorder: true,
      isContract: false,
    });
    expect(item.goodsImg).toMatch(/^\/api\/File\/public\?key=goods\/\d+\.svg$/);
  });

  it('pages without overlap until the total is reached', async () => {
    const first = (await list({ pageIndex: 1, pageSize: 7 })).body.body;
    const second = (await list({ pageIndex: 2, pageSize: 7 })).body.body;
    const ids = [...first.list, ...second.list].map((item: { skuId: number }) => item.skuId);
    expect(new Set(ids).size).toBe(14);
    const last = Math.ceil(first.totalCount / 7);
    const tail = (await list({ pageIndex: last, pageSize: 7 })).body.body;
    expect(tail.list.length).toBe(first.totalCount - (last - 1) * 7);
    const beyond = (await list({ pageIndex: last + 1, pageSize: 7 })).body.body;
    expect(beyond).toMatchObject({ list: [], totalCount: first.totalCount });
  });

  it('leaves every price field out for visitors, not null', async () => {
    const { body } = await list({ pageSize: 50 });
    expect(priceKeysIn(body.body)).toEqual([]);
    expect(JSON.stringify(body.body)).not.toMatch(/Price|price/);
  });

  it('prices signed-in callers: the contract price where a contract covers the SKU, else the sale price', async () => {
    const search = { search: 'WGS-HU-30X' };
    const [shanghai, personal] = [
      (await list(search, t.shanghai)).body.body.list[0],
      (await list(search, t.personal)).body.body.list[0],
    ];
    expect(personal).toMatchObject({
      skuCode: 'WGS-HU-30X',
      salePrice: '2800.00',
      unitPrice: '2800.00',
      marketPrice: '3500.00',
      marketprice: '3500.00',
      isContract: false,
      isorder: true,
    });
    // HT-2026-SH-001 covers whole-genome sequencing at 85 % of the sale price.
    expect(shanghai).toMatchObject({ salePrice: '2800.00', unitPrice: '2380.00', isContract: true, isorder: true });
  });

  it("marks SKUs outside a contract customer's contracts as not orderable", async () => {
    const item = (await list({ search: 'METH-WGBS-30X' }, t.shanghai)).body.body.list[0];
    expect(item).toMatchObject({ isContract: false, isorder: false, unitPrice: '5200.00' });
  });

  it('finds Chinese words, PE150 and a SKU code through search, best match first', async () => {
    const chinese = (await list({ search: '全基因组', pageSize: 50 })).body.body;
    expect(chinese.totalCount).toBeGreaterThan(3);
    expect(
      chinese.list.every((item: { goodsName: string; skuCode: string }) =>
        /全基因组|WGS/.test(`${item.goodsName}${item.skuCode}`),
      ),
    ).toBe(true);
    const pe150 = (await list({ search: 'pe150', pageSize: 100 })).body.body;
    expect(pe150.totalCount).toBeGreaterThan(20);
    expect(pe150.list.filter((item: { specName: string }) => item.specName.includes('PE150')).length).toBeGreaterThan(
      20,
    );
    const code = (await list({ search: 'LIB-NOVA-30G' })).body.body;
    expect(code.list[0].skuCode).toBe('LIB-NOVA-30G');
    const both = (await list({ search: '全基因组 PE150', pageSize: 50 })).body.body;
    expect(both.totalCount).toBeGreaterThan(0);
    expect(both.totalCount).toBeLessThan(chinese.totalCount + 1);
    const none = (await list({ search: '不存在的服务名称' })).body.body;
    expect(none).toMatchObject({ list: [], totalCount: 0 });
  });

  it('filters by a top-level category (with its children) and by a child category', async () => {
    const top = (await list({ categoryNo: 'LIB', pageSize: 100 })).body.body;
    expect(new Set(top.list.map((item: { categoryNo: string }) => item.categoryNo))).toEqual(
      new Set(['LIBNOVA', 'LIBDNB', 'LIBEXT']),
    );
    const child = (await list({ categoryNo: 'LIBDNB', pageSize: 100 })).body.body;
    expect(child.list.every((item: { categoryNo: string }) => item.categoryNo === 'LIBDNB')).toBe(true);
    expect(child.totalCount).toBeLessThan(top.totalCount);
  });

  it('filters by sample kind (skuType = template type)', async () => {
    const library = (await list({ skuType: 'LIBRARY', pageSize: 100 })).body.body;
    expect(library.totalCount).toBeGreaterThan(0);
    expect(library.list.every((item: { templateType: string }) => item.templateType === 'LIBRARY')).toBe(true);
    const analysis = (await list({ skuType: 'DELIVERY_ANALYSIS', pageSize: 100 })).body.body;
    expect(analysis.list.every((item: { templateType: string }) => item.templateType === 'DELIVERY_ANALYSIS')).toBe(
      true,
    );
  });

  it("lists one contract of the caller at its prices, and hides other customers' contracts as 404", async () => {
    const contractId = await contractIdOf(t, 'HT-2026-SH-002');
    const own = (await list({ contractId, pageSize: 100 }, t.shanghai)).body.body;
    expect(own.totalCount).toBeGreaterThan(0);
    expect(own.list.every((item: { isContract: boolean; isorder: boolean }) => item.isContract && item.isorder)).toBe(
      true,
    );
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM contract_price WHERE contract_id = $1',
      [contractId],
    );
    expect(own.totalCount).toBe(count);
    const foreign = await list({ contractId }, t.beijing);
    expect(foreign.body).toMatchObject({ code: 404, body: null });
    const visitor = await list({ contractId });
    expect(visitor.body.code).toBe(404);
  });

  it.each([
    [{ pageSize: 101 }, '每页条数不能超过100'],
    [{ pageSize: 0 }, '每页条数必须是正整数'],
    [{ pageIndex: 0 }, '页码必须是正整数'],
    [{ pageIndex: 'x' }, '页码必须是正整数'],
    [{ skuType: 'DNA' }, '商品类型不正确'],
    [{ contractId: -1 }, '合同编号不正确'],
    [{ search: 'x'.repeat(51) }, '搜索词不能超过50个字符'],
    [{ colour: 'red' }, '不支持的字段：colour'],
  ])('rejects %j with its message', async (body, message) => {
    const response = await list(body);
    expect(response.body).toMatchObject({ code: 400, message });
  });
});
