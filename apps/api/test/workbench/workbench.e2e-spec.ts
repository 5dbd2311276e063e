import type { TestCustomer } from '../support/customer-session.js';
import { as, setClock, submitOrder } from '../orders/orders-test-kit.js';
import { contractIdOf, createDemoApp, type DemoApp } from '../support/demo-app.js';

const PATHS = [
  '/api/NewWork/GetTodoList',
  '/api/NewWork/GetChart',
  '/api/NewWork/GetPendingSamples',
  '/api/NewWork/GetRecentPurchases',
  '/api/NewWork/GetCustomProducts',
  '/api/NewWork/GetContractTemplateList',
];

interface FixtureOrder {
  createdAt: string;
  status: 1 | 2 | 3 | 4 | 5;
  samples?: number;
  goodsCount?: number;
  isExpress?: boolean;
  step?: string | null;
}

describe('workbench', () => {
  let t: DemoApp;
  let sequence = 0;
  let skuId: number;

  beforeAll(async () => {
    t = await createDemoApp();
    // A SAMPLE product both demo companies could order; the workbench reads orders, not prices, here.
    const [sku] = await t.dataSource.query<Array<{ id: number }>>(
      `SELECT s.id FROM sku s JOIN contract_price p ON p.sku_id = s.id JOIN contract c ON c.id = p.contract_id
       WHERE c.contract_no = 'HT-2026-SH-001' ORDER BY s.id LIMIT 1`,
    );
    skuId = sku!.id;
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  /** Writes an order as the lab would have left it (the workbench only reads); answers its number. */
  async function order(who: TestCustomer, spec: FixtureOrder): Promise<string> {
    sequence += 1;
    const orderNo = `2026990${String(sequence).padStart(9, '0')}`;
    const [row] = await t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO customer_order (order_no, member_id, organisation_id, status, type, property_type, total_price,
         order_amount, is_pay, is_express, created_at, placed_at)
       VALUES ($1, $2, $3, $4::int, 2, 0, 100, 100, $4::int IN (2, 3, 4), $5, $6, CASE WHEN $4::int IN (2, 3, 4) THEN $6::timestamptz END)
       RETURNING id`,
      [orderNo, who.memberId, who.organisationId, spec.status, spec.isExpress ?? false, spec.createdAt],
    );
    const [goods] = await t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO order_goods (order_id, sku_id, goods_id, goods_name, sku_name, sku_code, template_type, sku_price,
         goods_count, actual_price)
       SELECT $1, s.id, s.goods_id, g.name, s.spec_name, s.sku_code, s.template_type, 100, $3, 100
       FROM sku s JOIN goods g ON g.id = s.goods_id WHERE s.id = $2 RETURNING id`,
      [row!.id, skuId, spec.goodsCount ?? Math.max(1, spec.samples ?? 1)],
    );
    for (let n = 0; n < (spec.samples ?? 0); n += 1) {
      const code = `${sequence}${n}`.padStart(8, '0');
      await t.dataSource.query(
        `INSERT INTO sample (order_id, order_goods_id, kind, code_no, send_temp_code, name, type, species, num, sku_code,
           progress_step, created_at)
         VALUES ($1, $2, 'yb', $3, $4, 'S', '基因组DNA', '人', 2, 'X', $5, $6)`,
        [row!.id, goods!.id, `SCW${code}`, `TYW${code}`, spec.step ?? null, spec.createdAt],
      );
    }
    if (spec.status === 4) {
      await t.dataSource.query(
        `INSERT INTO order_history (order_id, event, from_status, to_status, actor_type, created_at)
         VALUES ($1, 'complete', 3, 4, 'staff', now())`,
        [row!.id],
      );
    }
    return orderNo;
  }

  it('answers 100 without a token on every call', async () => {
    for (const path of PATHS) {
      const response = await t.http.get(path);
      expect(response.status).toBe(200);
      expect(response.body.code).toBe(100);
    }
  });

  describe('GetChart', () => {
    it('counts the last 7 business days of the own organisation only, cancelled orders excluded', async () => {
      // Interleaved: both companies order on the same days; 00:30 in Shanghai (16:30 UTC) counts on the Shanghai day.
      await order(t.shanghai, { createdAt: '2026-03-04T02:00:00Z', status: 2, samples: 3 });
      await order(t.beijing, { createdAt: '2026-03-04T03:00:00Z', status: 2, samples: 5 });
      await order(t.shanghai, { createdAt: '2026-03-04T16:30:00Z', status: 4, samples: 2 });
      await order(t.beijing, { createdAt: '2026-03-05T01:00:00Z', status: 1, samples: 1 });
      await order(t.shanghai, { createdAt: '2026-03-09T23:00:00Z', status: 1, samples: 0 });
      await order(t.shanghai, { createdAt: '2026-03-08T01:00:00Z', status: 5, samples: 4 });
      await order(t.shanghai, { createdAt: '2026-03-02T15:59:00Z', status: 3, samples: 1 }); // 03-02 23:59: before the week
      setClock(t, '2026-03-10T04:00:00Z');

      const week = await as(t, t.shanghai).get('/api/NewWork/GetChart');
      expect(week.body.code).toBe(0);
      expect(week.body.body).toEqual([
        { date: '2026-03-04', orderCount: 1, sampleCount: 3 },
        { date: '2026-03-05', orderCount: 1, sampleCount: 2 },
        { date: '2026-03-06', orderCount: 0, sampleCount: 0 },
        { date: '2026-03-07', orderCount: 0, sampleCount: 0 },
        { date: '2026-03-08', orderCount: 0, sampleCount: 0 },
        { date: '2026-03-09', orderCount: 0, sampleCount: 0 },
        { date: '2026-03-10', orderCount: 1, sampleCount: 0 },
      ]);
      const beijing = await as(t, t.beijing).get('/api/NewWork/GetChart', { type: 3 });
      expect(beijing.body.body.filter((row: { orderCount: number }) => row.orderCount > 0)).toEqual([
        { date: '2026-03-04', orderCount: 1, sampleCount: 5 },
        { date: '2026-03-05', orderCount: 1, sampleCount: 1 },
      ]);

      const month = await as(t, t.shanghai).get('/api/NewWork/GetChart', { type: 2 });
      expect(month.body.body).toHaveLength(30);
      expect(month.body.body[0].date).toBe('2026-02-09');
      expect(month.body.body.reduce((sum: number, row: { orderCount: number }) => sum + row.orderCount, 0)).toBe(4);

      const year = await as(t, t.shanghai).get('/api/NewWork/GetChart', { type: 1 });
      expect(year.body.body).toHaveLength(12);
      expect(year.body.body[0].date).toBe('2025-04-01');
      expect(year.body.body[11]).toEqual({ date: '2026-03-01', orderCount: 4, sampleCount: 6 });

      const custom = await as(t, t.shanghai).get('/api/NewWork/GetChart', {
        type: 0,
        enterTime: '2026-03-02~2026-03-04',
      });
      expect(custom.body.body).toEqual([
        { date: '2026-03-02', orderCount: 1, sampleCount: 1 },
        { date: '2026-03-03', orderCount: 0, sampleCount: 0 },
        { date: '2026-03-04', orderCount: 1, sampleCount: 3 },
      ]);
    });

    it('refuses a reversed, missing or malformed custom range and an unknown period with the spec texts', async () => {
      const ask = (query: Record<string, unknown>) => as(t, t.shanghai).get('/api/NewWork/GetChart', query);
      const reversed = await ask({ type: 0, enterTime: '2026-03-05~2026-03-01' });
      expect(reversed.body).toMatchObject({ code: 400, message: '您选择的结束日期早于开始日期' });
      for (const enterTime of [undefined, '2026-03-01', '2026-13-01~2026-13-02', 'abc~def']) {
        const response = await ask({ type: 0, ...(enterTime === undefined ? {} : { enterTime }) });
        expect(response.body).toMatchObject({ code: 400, message: '请选择正确的日期！' });
      }
      expect((await ask({ type: 7 })).body).toMatchObject({ code: 400, message: '图表周期不正确' });
    });
  });

  it('lists to-dos with the order number after a full-width colon, for the own organisation only', async () => {
    const unpaid = await order(t.shanghai, { createdAt: '2026-04-01T02:00:00Z', status: 1, samples: 0, goodsCount: 2 });
    const noExpress = await order(t.shanghai, {
      createdAt: '2026-04-02T02:00:00Z',
      status: 2,
      samples: 1,
      isExpress: true,
    });
    const delivered = await order(t.shanghai, { createdAt: '2026-04-03T02:00:00Z', status: 4, samples: 1 });
    const foreign = await order(t.beijing, { createdAt: '2026-04-04T02:00:00Z', status: 1, samples: 0 });

    const response = await as(t, t.shanghai).get('/api/NewWork/GetTodoList');
    expect(response.body.code).toBe(0);
    const items: Array<{ title: string; content1: string; content2: string; theDate: string }> = response.body.body;
    const contents = items.map((item) => item.content1);
    expect(contents).toEqual(
      expect.arrayContaining([
        `待付款订单：${unpaid}`,
        `待填写样本信息：${unpaid}`,
        `待填写快递单号：${noExpress}`,
        `数据已交付：${delivered}`,
      ]),
    );
    expect(contents.some((content) => content.endsWith(foreign))).toBe(false);
    for (const item of items) {
      expect(item.content1).toMatch(/^[^：]+：\d+$/);
      expect(['订单', '样本', '报告']).toContain(item.title);
      expect(item.content2).not.toBe('');
      expect(new Date(item.theDate).toISOString()).toBe(item.theDate);
    }
    const beijing = await as(t, t.beijing).get('/api/NewWork/GetTodoList');
    expect(beijing.body.body.map((item: { content1: string }) => item.content1)).toEqual(
      expect.arrayContaining([`待付款订单：${foreign}`]),
    );
    expect(beijing.body.body.some((item: { content1: string }) => item.content1.endsWith(unpaid))).toBe(false);
  });

  it('lists the samples the lab has not received yet, for the own organisation only', async () => {
    const waiting = await order(t.shanghai, { createdAt: '2026-05-01T02:00:00Z', status: 2, samples: 2, step: 'SENT' });
    await order(t.shanghai, { createdAt: '2026-05-02T02:00:00Z', status: 3, samples: 2, step: 'RECEIVED' });
    const foreign = await order(t.beijing, { createdAt: '2026-05-03T02:00:00Z', status: 2, samples: 1 });

    const response = await as(t, t.shanghai).get('/api/NewWork/GetPendingSamples');
    expect(response.body.code).toBe(0);
    const rows: Array<Record<string, unknown>> = response.body.body;
    expect(rows.filter((row) => row.orderNo === waiting)).toHaveLength(2);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      orderNo: expect.any(String),
      sendTempCode: expect.stringMatching(/^TYW/),
      goodsName: expect.any(String),
      createTime: expect.any(String),
      count: 2,
    });
    expect(rows.every((row) => row.orderNo !== foreign)).toBe(true);
    const beijing = await as(t, t.beijing).get('/api/NewWork/GetPendingSamples');
    const beijingOrders: string[] = beijing.body.body.map((row: { orderNo: string }) => row.orderNo);
    expect(beijingOrders).toContain(foreign);
    expect(beijingOrders).not.toContain(waiting);
  });

  it('offers recent purchases at the caller price, custom products and contract templates per organisation', async () => {
    const contractId = await contractIdOf(t, 'HT-2026-SH-001');
    await submitOrder(t, t.shanghai, [{ skuId, count: 3 }], { propertyType: 1, contractId });
    const [price] = await t.dataSource.query<Array<{ unit_price: string }>>(
      'SELECT unit_price::text FROM contract_price WHERE contract_id = $1 AND sku_id = $2',
      [contractId, skuId],
    );

    const recent = await as(t, t.shanghai).get('/api/NewWork/GetRecentPurchases');
    expect(recent.body.code).toBe(0);
    expect(recent.body.body[0]).toEqual({
      goodsImg: expect.any(String),
      goodsId: expect.any(Number),
      skuId,
      goodsName: expect.any(String),
      title: expect.any(String),
      skuPrice: price!.unit_price,
    });
    // Beijing has no contract covering this SKU: only its own fixture orders count, at the sale price.
    const beijingRecent = await as(t, t.beijing).get('/api/NewWork/GetRecentPurchases');
    const [sale] = await t.dataSource.query<Array<{ sale_price: string }>>(
      'SELECT sale_price::text FROM sku WHERE id = $1',
      [skuId],
    );
    expect(beijingRecent.body.body.map((row: { skuPrice: string }) => row.skuPrice)).toEqual([sale!.sale_price]);

    const custom = await as(t, t.shanghai).get('/api/NewWork/GetCustomProducts');
    expect(custom.body.code).toBe(0);
    expect(custom.body.body.length).toBeGreaterThan(0);
    expect(custom.body.body[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      count: expect.any(Number),
    });
    expect(custom.body.body[0].count).toBeGreaterThanOrEqual(3);
    const beijingCustom = await as(t, t.beijing).get('/api/NewWork/GetCustomProducts');
    const shanghaiIds = new Set(custom.body.body.map((row: { id: number }) => row.id));
    expect(beijingCustom.body.body.some((row: { id: number }) => shanghaiIds.has(row.id))).toBe(false);

    const templates = await as(t, t.shanghai).get('/api/NewWork/GetContractTemplateList');
    expect(templates.body.code).toBe(0);
    expect(templates.body.body.length).toBeGreaterThan(0);
    // Each template is the contract's own products of one kind: its link is GetContractTemplate for exactly them.
    const contracts = (await as(t, t.shanghai).get('/api/NewOrder/GetContractProductList')).body.body as Array<{
      id: number;
      productList: Array<{ skuId: number; templateType: string }>;
    }>;
    const expected = contracts.flatMap((contract) =>
      ['LIBRARY', 'SAMPLE']
        .map((kind) => ({
          contractId: contract.id,
          skuIds: contract.productList.filter((p) => p.templateType === kind).map((p) => p.skuId),
        }))
        .filter((item) => item.skuIds.length > 0),
    );
    const offered = (templates.body.body as Array<{ id: number; name: string; path: string }>).map((template) => {
      expect(template.name).toMatch(/样本模板）$/);
      const url = new URL(template.path, 'http://localhost');
      expect(url.pathname).toBe('/api/NewOrder/GetContractTemplate');
      expect(Number(url.searchParams.get('contractId'))).toBe(template.id);
      return {
        contractId: template.id,
        skuIds: url.searchParams.get('skuId')!.split(',').map(Number),
      };
    });
    const sorted = (items: Array<{ contractId: number; skuIds: number[] }>) =>
      items.map((item) => `${item.contractId}:${[...item.skuIds].sort((a, b) => a - b).join(',')}`).sort();
    expect(sorted(offered)).toEqual(sorted(expected));
    const link = await as(t, t.shanghai).get(templates.body.body[0].path);
    expect(link.body).toMatchObject({ code: 0, body: { path: expect.stringMatching(/^https?:\/\//) } });
    const personal = as(t, t.personal);
    expect((await personal.get('/api/NewWork/GetContractTemplateList')).body).toMatchObject({ code: 0, body: [] });
    expect((await personal.get('/api/NewWork/GetCustomProducts')).body).toMatchObject({ code: 0, body: [] });
    expect((await personal.get('/api/NewWork/GetRecentPurchases')).body).toMatchObject({ code: 0, body: [] });
  });
});
