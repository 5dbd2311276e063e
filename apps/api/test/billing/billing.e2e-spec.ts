import ExcelJS from 'exceljs';
import { REPORT_COLUMNS } from '../../src/modules/billing/helpers/report-row.js';
import { bearer } from '../support/bearer.js';
import type { TestApp } from '../support/test-app.js';
import { billingTestApp, type BillingFixtures, type BillingSku, type BillingTestApp } from './billing-fixtures.js';

/*
 * Hand-computed fixture (today 2026-06-15 in Asia/Shanghai). Organisation A, interleaved with organisation B:
 *   oA1 completed, placed 2026-01-10, received 01-12 (due 02-28, 107 days overdue, unpaid):
 *       L1 sku1 under CA1 1000.01 × 3 = 3000.03 (3 samples: PASS/PASS, RISK/PASS, FAIL/RISK; 10.5 G + 20 G + none)
 *       L2 sku2 under CA2  250.50 × 2 =  501.00
 *   oB1 completed, placed 2026-01-11: 7777.77 (organisation B)
 *   oA2 samples received, placed 2026-03-05, settled: L3 sku1 under CA1 1000.01 × 1 = 1000.01
 *   oB2 awaiting samples, placed 2026-03-06: 1.11 × 5 = 5.55 (organisation B)
 *   oA4 cancelled after placing (2026-04-01): 9999.99, never summed
 *   oA5 pending payment (never placed): 500.00, never summed
 *   oA3 awaiting samples, placed 2026-05-31T16:30Z = 2026-06-01 00:30 in Shanghai: L4 sku2, no contract, 333.33 × 3 = 999.99
 * A: completed 3501.03, in progress 2000.00, total 5501.03; CA1 only: 3000.03 + 1000.01 = 4000.04.
 */
describe('billing centre', () => {
  let kit: BillingTestApp;
  let t: TestApp;
  let fx: BillingFixtures;
  let tokenA: string;
  let tokenB: string;
  let tokenC: string;
  let contractA1: number;
  let contractB: number;
  let sku1: BillingSku;
  let sku2: BillingSku;
  let oA1: { id: number; orderNo: string };
  let oA2: { id: number; orderNo: string };
  let oA3: { id: number; orderNo: string };
  let samples: Array<{ sendTempCode: string; codeNo: string }>;

  const get = (token: string | null, path: string, query: Record<string, unknown> = {}) =>
    t.http.get(`/api/NewBilling/${path}`).query(query).set(bearer(token));
  const body = (token: string, path: string, query: Record<string, unknown> = {}) =>
    kit.body(token, `/api/NewBilling/${path}`, query);

  beforeAll(async () => {
    kit = await billingTestApp();
    ({ t, fx } = kit);
    [sku1, sku2] = kit.skus;

    const orgA = await fx.organisation('甲测序科技有限公司');
    const orgB = await fx.organisation('乙基因有限公司');
    const orgC = await fx.organisation('丙分页测试有限公司');
    const a1 = await fx.member('甲管理员', orgA, true);
    const a2 = await fx.member('甲下单员', orgA);
    const b1 = await fx.member('乙管理员', orgB, true);
    const c1 = await fx.member('丙管理员', orgC, true);
    contractA1 = await fx.contract('HT-A-001', orgA);
    const contractA2 = await fx.contract('HT-A-002', orgA);
    contractB = await fx.contract('HT-B-001', orgB);
    await fx.credit(orgA, '10000.00', '4000.50');

    oA1 = await fx.order({
      memberId: a1,
      status: 4,
      placedAt: '2026-01-10T02:00:00Z',
      history: [
        { toStatus: 3, at: '2026-01-12T02:00:00Z' },
        { toStatus: 4, at: '2026-01-20T02:00:00Z' },
      ],
    });
    const l1 = await fx.line(oA1.id, sku1.id, '1000.01', 3, contractA1);
    await fx.line(oA1.id, sku2.id, '250.50', 2, contractA2);
    samples = [
      await fx.sample(oA1.id, l1, '10.5', { total: 'PASS', quality: 'PASS' }),
      await fx.sample(oA1.id, l1, '20', { total: 'RISK', quality: 'PASS' }),
      await fx.sample(oA1.id, l1, null, { total: 'FAIL', quality: 'RISK' }),
    ];
    const oB1 = await fx.order({ memberId: b1, status: 4, placedAt: '2026-01-11T02:00:00Z' });
    await fx.line(oB1.id, sku1.id, '7777.77', 1, contractB);
    oA2 = await fx.order({
      memberId: a2,
      status: 3,
      placedAt: '2026-03-05T02:00:00Z',
      settledAt: '2026-05-01T02:00:00Z',
      history: [{ toStatus: 3, at: '2026-03-06T02:00:00Z' }],
    });
    await fx.line(oA2.id, sku1.id, '1000.01', 1, contractA1);
    const oB2 = await fx.order({ memberId: b1, status: 2, placedAt: '2026-03-06T02:00:00Z' });
    await fx.line(oB2.id, sku2.id, '1.11', 5, contractB);
    const oA4 = await fx.order({ memberId: a1, status: 5, placedAt: '2026-04-01T02:00:00Z' });
    await fx.line(oA4.id, sku1.id, '9999.99', 1, contractA1);
    const oA5 = await fx.order({ memberId: a1, status: 1, placedAt: null });
    await fx.line(oA5.id, sku1.id, '500.00', 1, contractA1);
    oA3 = await fx.order({ memberId: a1, status: 2, placedAt: '2026-05-31T16:30:00Z' });
    await fx.line(oA3.id, sku2.id, '333.33', 3, null);

    await fx.manyLines(c1, sku1.id, 45);
    tokenA = await kit.sign(a2, orgA);
    tokenB = await kit.sign(b1, orgB);
    tokenC = await kit.sign(c1, orgC);
  });
  afterAll(() => t.close());

  it.each([
    'GetContractList',
    'GetOverview',
    'GetBuyPie',
    'GetOrderPie',
    'GetOrderDetail',
    'GetReport',
    'GetReportExport',
  ])('answers 100 to %s without a token', async (path) => {
    expect((await get(null, path)).body).toMatchObject({ code: 100 });
  });

  describe('GetContractList', () => {
    it("lists the organisation's contracts with their billed totals, the first selected", async () => {
      const list = await body(tokenA, 'GetContractList');
      expect(list).toEqual([
        {
          id: contractA1,
          name: 'HT-A-001 框架合同',
          contractID__c: 'HT-A-001',
          items: [],
          totalPrice: '4000.04',
          select: true,
        },
        expect.objectContaining({ contractID__c: 'HT-A-002', totalPrice: '501.00', select: false }),
      ]);
    });
  });

  describe('GetOverview', () => {
    it('sums completed and in-progress lines to the cent, with the available credit', async () => {
      expect(await body(tokenA, 'GetOverview', { date: Date.now() })).toEqual({
        total: '5501.03',
        completed: '3501.03',
        progress: '2000.00',
        balance: '5999.50',
      });
    });

    it('filters by contract and by Shanghai dates, both ends included', async () => {
      expect(await body(tokenA, 'GetOverview', { contractId: contractA1 })).toMatchObject({
        total: '4000.04',
        completed: '3000.03',
        progress: '1000.01',
      });
      // Placed 2026-05-31T16:30Z is 2026-06-01 in Shanghai.
      expect(await body(tokenA, 'GetOverview', { beginTime: '2026-06-01', endTime: '2026-06-30' })).toMatchObject({
        total: '999.99',
        completed: '0.00',
        progress: '999.99',
      });
      expect(await body(tokenA, 'GetOverview', { beginTime: '2026-01-10', endTime: '2026-05-31' })).toMatchObject({
        total: '4501.04',
      });
      expect(await body(tokenA, 'GetOverview', { beginTime: '', endTime: '' })).toMatchObject({ total: '5501.03' });
    });

    it("never counts another organisation's orders", async () => {
      expect(await body(tokenB, 'GetOverview')).toEqual({
        total: '7783.32',
        completed: '7777.77',
        progress: '5.55',
        balance: null,
      });
    });

    it("answers 404 for another organisation's contract and for a contract id that cannot exist", async () => {
      expect((await get(tokenB, 'GetOverview', { contractId: contractA1 })).body).toMatchObject({
        code: 404,
        message: '合同不存在',
      });
      expect((await get(tokenA, 'GetOverview', { contractId: 'abc' })).body).toMatchObject({ code: 404 });
    });

    it.each([
      [{ beginTime: '2026-02-30' }, '请选择正确的日期！'],
      [{ endTime: '20260101' }, '请选择正确的日期！'],
      [{ beginTime: '2026-03-01', endTime: '2026-02-01' }, '您选择的结束日期早于开始日期'],
    ])('refuses the window %j with %s', async (query, message) => {
      expect((await get(tokenA, 'GetOverview', query)).body).toMatchObject({ code: 400, message });
    });
  });

  // The date-range rule on every windowed call, with each call's own parameter names.
  it.each([
    ['GetOverview', 'beginTime', 'endTime'],
    ['GetBuyPie', 'beginTime', 'endTime'],
    ['GetOrderPie', 'beginTime', 'endTime'],
    ['GetOrderDetail', 'beginTime', 'endTime'],
    ['GetReport', 'payBeginTime', 'payEndTime'],
    ['GetReportExport', 'payBeginTime', 'payEndTime'],
  ])('%s refuses an end before the start and a malformed date, and takes a one-day window', async (path, from, to) => {
    expect((await get(tokenA, path, { [from]: '2026-03-06', [to]: '2026-03-05' })).body).toMatchObject({
      code: 400,
      message: '您选择的结束日期早于开始日期',
    });
    expect((await get(tokenA, path, { [from]: '2026-02-30' })).body).toMatchObject({
      code: 400,
      message: '请选择正确的日期！',
    });
    expect((await get(tokenA, path, { [from]: '2026-03-05', [to]: '2026-03-05' })).body).toMatchObject({ code: 0 });
  });

  describe('pies', () => {
    it('counts orders per SKU code, an order once per SKU', async () => {
      const slices = await body(tokenA, 'GetBuyPie');
      expect(slices).toHaveLength(2);
      expect(slices).toEqual(
        expect.arrayContaining([
          { skuCode: sku1.code, orderCount: 2 },
          { skuCode: sku2.code, orderCount: 2 },
        ]),
      );
      expect(await body(tokenB, 'GetBuyPie', { contractId: contractB })).toEqual(
        expect.arrayContaining([
          { skuCode: sku1.code, orderCount: 1 },
          { skuCode: sku2.code, orderCount: 1 },
        ]),
      );
    });

    it('counts placed orders per status, cancelled ones included, every status listed', async () => {
      expect(await body(tokenA, 'GetOrderPie')).toEqual([
        { title: '待收样', count: 1 },
        { title: '已收样', count: 1 },
        { title: '已完成', count: 1 },
        { title: '已取消', count: 1 },
      ]);
      expect(await body(tokenA, 'GetOrderPie', { beginTime: '2026-06-01' })).toEqual([
        { title: '待收样', count: 1 },
        { title: '已收样', count: 0 },
        { title: '已完成', count: 0 },
        { title: '已取消', count: 0 },
      ]);
    });
  });

  describe('GetOrderDetail', () => {
    it('lists lines newest first and filters 0 all, 2 in progress, 1 completed', async () => {
      const all = await body(tokenA, 'GetOrderDetail', { type: 0 });
      expect(all.map((row: { orderNo: string; actualAmount: string }) => [row.orderNo, row.actualAmount])).toEqual([
        [oA3.orderNo, '999.99'],
        [oA2.orderNo, '1000.01'],
        [oA1.orderNo, '501.00'],
        [oA1.orderNo, '3000.03'],
      ]);
      expect(all[0]).toEqual({
        orderNo: oA3.orderNo,
        goodsName: expect.any(String),
        paymentTime: '2026-05-31T16:30:00.000Z',
        goodsCount: 3,
        actualAmount: '999.99',
      });
      const completed = await body(tokenA, 'GetOrderDetail', { type: 1 });
      expect(completed.map((row: { actualAmount: string }) => row.actualAmount)).toEqual(['501.00', '3000.03']);
      const inProgress = await body(tokenA, 'GetOrderDetail', { type: 2 });
      expect(inProgress.map((row: { actualAmount: string }) => row.actualAmount)).toEqual(['999.99', '1000.01']);
    });

    it('refuses an unknown filter', async () => {
      expect((await get(tokenA, 'GetOrderDetail', { type: 3 })).body).toMatchObject({
        code: 400,
        message: '账单状态不正确',
      });
    });
  });

  describe('GetReport', () => {
    it('computes the 23 columns of a line: overdue days, penalty, production rate and grades', async () => {
      const page = await body(tokenA, 'GetReport', { page: 1, pageSize: 20 });
      expect(page).toMatchObject({ page: 1, pageSize: 20, totalCount: 4 });
      const l1 = page.list[3];
      expect(Object.keys(l1).sort()).toEqual(REPORT_COLUMNS.map((column) => column.key).sort());
      expect(l1).toEqual({
        deliveryDate: '2026-01-20',
        receiptDate: '2026-01-12',
        overdueDay: 107,
        manageName: '甲管理员',
        memberName: '甲管理员',
        contractId: 'HT-A-001',
        yyCode: oA1.orderNo,
        orgName: '甲测序科技有限公司',
        sendTempCode: samples.map((s) => s.sendTempCode).join(','),
        limsId: samples.map((s) => s.codeNo).join(','),
        skuCode: sku1.code,
        goodsName: expect.any(String),
        unitPrice: '1000.01',
        targetCount: 3,
        targetDataCount: 30.5,
        total: '3000.03',
        actualProductionRate: 66.67,
        // 3000.03 × 66.67% = 2000.120001
        total_Value: '2000.12',
        // 3000.03 × 0.1% × 107 = 321.00321
        overduePayment: '321.00',
        discountPrice: '0.00',
        needPay: '3321.03',
        limsTotalGrade: '不合格',
        limsQualityGrade: '风险',
      });
      // 501.00 × 0.1% × 107 = 53.607, half-up.
      expect(page.list[2]).toMatchObject({ overduePayment: '53.61', needPay: '554.61', contractId: 'HT-A-002' });
      // Settled: nothing overdue, nothing to pay.
      expect(page.list[1]).toMatchObject({
        yyCode: oA2.orderNo,
        memberName: '甲下单员',
        manageName: '甲管理员',
        receiptDate: '2026-03-06',
        deliveryDate: null,
        overdueDay: 0,
        needPay: '0.00',
      });
      // Not received yet: no due date runs.
      expect(page.list[0]).toMatchObject({ yyCode: oA3.orderNo, receiptDate: null, overdueDay: 0, needPay: '999.99' });
    });

    it('pages by 20 with the total count, newest first, without overlaps', async () => {
      const pages = await Promise.all([1, 2, 3, 4].map((page) => body(tokenC, 'GetReport', { page })));
      expect(pages.map((page) => [page.list.length, page.totalCount, page.pageSize])).toEqual([
        [20, 45, 20],
        [20, 45, 20],
        [5, 45, 20],
        [0, 45, 20],
      ]);
      const numbers = pages.flatMap((page) => page.list.map((row: { yyCode: string }) => row.yyCode));
      expect(new Set(numbers).size).toBe(45);
      expect([...numbers].sort().reverse()).toEqual(numbers);
    });

    it('filters by payment dates and contract, and refuses bad paging', async () => {
      const window = await body(tokenA, 'GetReport', { payBeginTime: '2026-03-01', payEndTime: '2026-05-31' });
      expect(window.list.map((row: { yyCode: string }) => row.yyCode)).toEqual([oA2.orderNo]);
      const byContract = await body(tokenA, 'GetReport', { contractId: contractA1 });
      expect(byContract.totalCount).toBe(2);
      expect((await get(tokenA, 'GetReport', { page: 0 })).body).toMatchObject({
        code: 400,
        message: '页码必须是正整数',
      });
      expect((await get(tokenA, 'GetReport', { pageSize: 101 })).body).toMatchObject({
        code: 400,
        message: '每页条数不能超过100',
      });
      expect((await get(tokenB, 'GetReport', { contractId: contractA1 })).body).toMatchObject({ code: 404 });
    });
  });

  describe('GetReportExport', () => {
    const readSheet = async (url: string) => {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.getWorksheet('账单报表')!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };

    it('answers a signed link to an xlsx with the header and every row of the window', async () => {
      const { url } = await body(tokenA, 'GetReportExport');
      expect(url).toMatch(/^http/);
      const rows = await readSheet(url);
      expect(rows[0]).toEqual(REPORT_COLUMNS.map((column) => column.header));
      expect(rows).toHaveLength(5);
      const l1 = rows[4]!;
      const cell = (key: string) => l1[REPORT_COLUMNS.findIndex((column) => column.key === key)];
      expect([cell('yyCode'), cell('total'), cell('overduePayment'), cell('needPay'), cell('overdueDay')]).toEqual([
        oA1.orderNo,
        '3000.03',
        '321.00',
        '3321.03',
        107,
      ]);
    });

    it('exports all 45 lines across pages, and only the contract asked for', async () => {
      const all = await readSheet((await body(tokenC, 'GetReportExport')).url);
      expect(all).toHaveLength(46);
      const byContract = await readSheet((await body(tokenA, 'GetReportExport', { contractId: contractA1 })).url);
      expect(byContract).toHaveLength(3);
    });
  });
});
