import {
  loadDescriptionSanitiser,
  sanitizeDescription,
} from '../../src/modules/catalogue/helpers/sanitize-description.js';
import { authHeaderOf, priceKeysIn } from './catalogue-fixtures.js';
import { contractIdOf, createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

const DETAIL = '/api/NewGoodsContoller/GetGoodsDeatil';

describe('GetGoodsDeatil', () => {
  let t: DemoApp;

  beforeAll(async () => {
    t = await createDemoApp();
  });
  afterAll(() => t.close());

  const detail = (query: Record<string, unknown>, customer?: DemoApp['shanghai']) => {
    const request = t.http.get(DETAIL).query(query);
    return (customer ? request.set(...authHeaderOf(customer)) : request).expect(200);
  };

  it('answers pro, banner, templateType, isCanFlash and contractList by goods id', async () => {
    const skuId = await skuIdOf(t, 'WGS-HU-50X');
    const [{ goods_id: goodId }] = await t.dataSource.query('SELECT goods_id FROM sku WHERE id = $1', [skuId]);
    const { body } = await detail({ goodId, date: Date.now() });
    expect(body.code).toBe(0);
    const { pro } = body.body;
    expect(pro).toMatchObject({
      goodsId: goodId,
      title: '人全基因组重测序',
      sequencingPlaform: 'NovaSeq X Plus',
      templateType: 'SAMPLE',
      propertyType: 0,
      categoryNo: 'WGS',
      isorder: true,
      isContract: false,
    });
    expect(pro.skuId).toBe(pro.skuEditor[0].skuId);
    expect(pro.skuEditor.map((sku: { skuCode: string }) => sku.skuCode)).toEqual([
      'WGS-HU-30X',
      'WGS-HU-50X',
      'WGS-HU-90G',
    ]);
    expect(pro.skuEditor[0].taxType).toEqual([{ name: '增值税专用发票（6%）' }, { name: '增值税普通发票（6%）' }]);
    expect(pro.goodsStandard).toContainEqual({ name: '测序平台', valueName: 'NovaSeq X Plus' });
    expect(pro.sampleRequirement).toContain('DNA');
    expect(pro.label.map((tag: { location: string }) => tag.location)).toEqual([
      'TOP_LEFT',
      'BOTTOM_RIGHT',
      'BOTTOM_STRIP',
    ]);
    expect(body.body).toMatchObject({ templateType: 'SAMPLE', isCanFlash: true, contractList: [] });
    expect(body.body.banner[0]).toBe(`/api/File/public?key=goods/${goodId}.svg`);
  });

  it('states the turnaround the expected delivery date counts with: 3 working days for library runs', async () => {
    const goods = await t.dataSource.query<Array<{ id: number; turnaround_days: number; code_no: string }>>(
      'SELECT g.id, g.turnaround_days, c.code_no FROM goods g JOIN category c ON c.id = g.category_id',
    );
    expect(
      goods.filter((row) => ['LIBNOVA', 'LIBDNB'].includes(row.code_no)).map((row) => row.turnaround_days),
    ).toEqual([3, 3, 3, 3]);
    for (const row of goods.slice(0, 12)) {
      const { body } = await detail({ goodId: row.id });
      const standard = body.body.pro.goodsStandard.find((entry: { name: string }) => entry.name === '交付周期');
      expect(standard?.valueName).toBe(`${row.turnaround_days}个工作日`);
      expect(body.body.pro.descHtmlInfo).toContain(`交付周期：${row.turnaround_days}个工作日`);
    }
  });

  it('selects the SKU of skuId and reads its goods', async () => {
    const skuId = await skuIdOf(t, 'WGS-HU-50X');
    const { body } = await detail({ skuId });
    expect(body.body.pro.skuId).toBe(skuId);
    expect(body.body.pro.title).toBe('人全基因组重测序');
  });

  it('leaves every price field out for visitors', async () => {
    const { body } = await detail({ skuId: await skuIdOf(t, 'SC-10X-3P') });
    expect(priceKeysIn(body.body)).toEqual([]);
  });

  it('prices each SKU for the caller and lists the contracts that cover the goods', async () => {
    const skuId = await skuIdOf(t, 'WGS-HU-30X');
    const { body } = await detail({ skuId }, t.shanghai);
    const sku = body.body.pro.skuEditor.find((candidate: { skuId: number }) => candidate.skuId === skuId);
    expect(sku).toMatchObject({
      salePrice: '2800.00',
      unitPrice: '2380.00',
      marketPrice: '3500.00',
      isContract: true,
      isorder: true,
    });
    expect(body.body.pro).toMatchObject({ isContract: true, isorder: true });
    expect(body.body.contractList).toHaveLength(1);
    expect(body.body.contractList[0]).toMatchObject({
      name: '2026年度测序服务框架合同',
      contractNo: 'HT-2026-SH-001',
      isContract: true,
      marketPrice: '2380.00',
    });
    expect(body.body.contractList[0].productList).toHaveLength(3);
    expect(body.body.contractList[0].productList[0]).toMatchObject({ unitPrice: '2380.00', isContract: true });

    const personal = (await detail({ skuId }, t.personal)).body.body;
    expect(personal.pro.skuEditor[0]).toMatchObject({ unitPrice: '2800.00', isContract: false, isorder: true });
    expect(personal.contractList).toEqual([]);
  });

  it("says isorder false outside the caller's contracts and outside an asked contract", async () => {
    const outside = (await detail({ skuId: await skuIdOf(t, 'METH-WGBS-30X') }, t.shanghai)).body.body.pro;
    expect(outside).toMatchObject({ isContract: false, isorder: false });
    const otherContract = await contractIdOf(t, 'HT-2026-SH-002');
    const asked = (await detail({ skuId: await skuIdOf(t, 'WGS-HU-30X'), contractId: otherContract }, t.shanghai)).body
      .body.pro;
    expect(asked).toMatchObject({
      isContract: false,
      isorder: false,
      skuEditor: expect.arrayContaining([expect.objectContaining({ unitPrice: '2800.00' })]),
    });
  });

  it('answers the analysis template type, whose page hides the purchase buttons', async () => {
    const { body } = await detail({ skuId: await skuIdOf(t, 'BIO-DEG-12') });
    expect(body.body.templateType).toBe('DELIVERY_ANALYSIS');
  });

  it('never lets a script or an event handler of a description reach the answer', async () => {
    const skuId = await skuIdOf(t, 'ONT-DRNA');
    // Written around the seed's sanitiser, as a careless import would: the read path must clean it.
    await t.dataSource.query(
      `UPDATE goods SET desc_html_info = $2 WHERE id = (SELECT goods_id FROM sku WHERE id = $1)`,
      [
        skuId,
        '<p>说明</p><script>alert(1)</script><img src="https://x/y.png" onerror="alert(2)"><a href="javascript:alert(3)">点我</a>',
      ],
    );
    const html: string = (await detail({ skuId })).body.body.pro.descHtmlInfo;
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('<p>说明</p>');
    expect(html).toContain('<img src="https://x/y.png" />');
    const stored: Array<{ desc_html_info: string }> = await t.dataSource.query(
      `SELECT desc_html_info FROM goods WHERE id <> (SELECT goods_id FROM sku WHERE id = $1)`,
      [skuId],
    );
    // Seeded descriptions were sanitised when written.
    await loadDescriptionSanitiser();
    expect(stored.every((row) => sanitizeDescription(row.desc_html_info) === row.desc_html_info)).toBe(true);
  });

  it('answers 404 for unknown goods, an unknown SKU, a SKU of other goods and goods off sale', async () => {
    expect((await detail({ goodId: 999999 })).body).toMatchObject({ code: 404, body: null });
    expect((await detail({ skuId: 999999 })).body.code).toBe(404);
    const [{ goods_id: goodId }] = await t.dataSource.query(`SELECT goods_id FROM sku WHERE sku_code = 'MGS-6G'`);
    expect((await detail({ goodId, skuId: await skuIdOf(t, 'WES-HU-100X') })).body.code).toBe(404);
    await t.dataSource.query('UPDATE goods SET on_sale = FALSE WHERE id = $1', [goodId]);
    expect((await detail({ goodId })).body.code).toBe(404);
  });

  it('answers 404 for a contract of another customer', async () => {
    const contractId = await contractIdOf(t, 'HT-2026-BJ-001');
    expect((await detail({ skuId: await skuIdOf(t, 'LIB-NOVA-10G'), contractId }, t.shanghai)).body.code).toBe(404);
  });

  it.each([
    [{}, '请指定商品'],
    [{ goodId: 'abc' }, '商品编号不正确'],
    [{ skuId: 0 }, 'SKU编号不正确'],
    [{ skuId: 1, contractId: 'x' }, '合同编号不正确'],
  ])('rejects %j with its message', async (query, message) => {
    expect((await detail(query)).body).toMatchObject({ code: 400, message });
  });
});
