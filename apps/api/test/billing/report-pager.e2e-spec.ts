import { BillingSummaryZoneService } from '../../src/modules/billing/billing-summary-zone.service.js';
import type { TestApp } from '../support/test-app.js';
import { billingTestApp, type BillingFixtures, type BillingTestApp } from './billing-fixtures.js';

/*
 * GetReport's pager reads per-day line counts that triggers keep (billing_line_day). Whatever happens to orders and
 * lines, every page must hold exactly the lines that counting and skipping them would give: newest placing first,
 * the later line first within an order. The oracle below is that plain query. Orders sit on both sides of
 * Shanghai midnight (16:00Z), two share one instant, organisation 乙 and a personal account are interleaved.
 */
describe('GetReport pages from the per-day line counts', () => {
  let kit: BillingTestApp;
  let t: TestApp;
  let fx: BillingFixtures;
  let token: string;
  let personalToken: string;
  let orgP: number;
  let personal: number;
  let contract: number;
  let skus: number[];
  const orders: Array<{ id: number; orderNo: string }> = [];

  /** Every line of the window by counting and sorting them all: order number and SKU code, in report order. */
  const expected = async (
    owner: { organisationId: number } | { memberId: number },
    window: { contractId?: number; from?: string; to?: string } = {},
    timeZone = 'Asia/Shanghai',
  ) => {
    const params: unknown[] = [];
    const where = ['o.status IN (2, 3, 4)', 'o.placed_at IS NOT NULL'];
    if ('organisationId' in owner) {
      params.push(owner.organisationId);
      where.push(`o.organisation_id = $${params.length}`);
    } else {
      params.push(owner.memberId);
      where.push(`o.member_id = $${params.length} AND o.organisation_id IS NULL`);
    }
    if (window.contractId) {
      params.push(window.contractId);
      where.push(`og.contract_id = $${params.length}`);
    }
    if (window.from) {
      params.push(window.from);
      where.push(`(o.placed_at AT TIME ZONE '${timeZone}')::date >= $${params.length}::date`);
    }
    if (window.to) {
      params.push(window.to);
      where.push(`(o.placed_at AT TIME ZONE '${timeZone}')::date <= $${params.length}::date`);
    }
    const rows = await t.dataSource.query<Array<{ order_no: string; sku_code: string }>>(
      `SELECT o.order_no, og.sku_code FROM customer_order o JOIN order_goods og ON og.order_id = o.id
       WHERE ${where.join(' AND ')} ORDER BY o.placed_at DESC, og.id DESC`,
      params,
    );
    return rows.map((row) => `${row.order_no}/${row.sku_code}`);
  };

  /** Every page of 4 until an empty one: the lines in page order and each page's total. */
  const walk = async (who: string, query: Record<string, unknown> = {}, app = t) => {
    const lines: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; page < 50; page += 1) {
      const body = (await kit.body(who, '/api/NewBilling/GetReport', { ...query, page, pageSize: 4 }, app)) as {
        list: Array<{ yyCode: string; skuCode: string }>;
        totalCount: number;
      };
      totals.add(body.totalCount);
      if (body.list.length === 0) break;
      lines.push(...body.list.map((row) => `${row.yyCode}/${row.skuCode}`));
    }
    expect(totals.size).toBe(1);
    return { lines, total: [...totals][0]! };
  };

  const check = async (
    who: string,
    owner: Parameters<typeof expected>[0],
    window: Parameters<typeof expected>[1],
    app: TestApp = t,
    timeZone = 'Asia/Shanghai',
  ) => {
    const want = await expected(owner, window, timeZone);
    const query: Record<string, unknown> = {};
    if (window?.contractId) query.contractId = window.contractId;
    if (window?.from) query.payBeginTime = window.from;
    if (window?.to) query.payEndTime = window.to;
    const got = await walk(who, query, app);
    expect(got.lines).toEqual(want);
    expect(got.total).toBe(want.length);
    return want.length;
  };

  beforeAll(async () => {
    kit = await billingTestApp();
    ({ t, fx } = kit);
    skus = kit.skus.map((sku) => sku.id);
    orgP = await fx.organisation('分页甲有限公司');
    const orgQ = await fx.organisation('分页乙有限公司');
    const p1 = await fx.member('甲一', orgP, true);
    const p2 = await fx.member('甲二', orgP);
    const q1 = await fx.member('乙一', orgQ, true);
    personal = await fx.member('个人用户', null);
    contract = await fx.contract('HT-P-001', orgP);
    const other = await fx.contract('HT-P-002', orgP);
    const contractQ = await fx.contract('HT-Q-001', orgQ);
    // Day by day around Shanghai midnight; the third and fourth share one instant.
    const instants = [
      '2026-03-01T15:59:59Z',
      '2026-03-01T16:00:00Z',
      '2026-03-02T10:00:00Z',
      '2026-03-02T10:00:00Z',
      '2026-03-03T15:59:59.999Z',
      '2026-03-04T16:00:00.001Z',
      '2026-03-10T01:00:00Z',
      '2026-03-10T23:00:00Z',
    ];
    for (const [index, placedAt] of instants.entries()) {
      const order = await fx.order({ memberId: index % 2 === 0 ? p1 : p2, status: 2 + (index % 3), placedAt });
      for (const [n, sku] of skus.slice(0, 1 + (index % 3)).entries())
        await fx.line(order.id, sku, '10.00', 1, n === 1 ? other : contract);
      orders.push(order);
      const interleaved = await fx.order({ memberId: q1, status: 3, placedAt });
      await fx.line(interleaved.id, skus[0]!, '99.99', 1, contractQ);
      const own = await fx.order({ memberId: personal, status: 4, placedAt });
      await fx.line(own.id, skus[index % 3]!, '1.00', 1, null);
    }
    token = await kit.sign(p1, orgP);
    personalToken = await kit.sign(personal, null);
  });
  afterAll(() => t.close());

  it('pages every line once in report order, by contract and by Shanghai dates, to the same total', async () => {
    expect(await check(token, { organisationId: orgP }, {})).toBe(15);
    await check(token, { organisationId: orgP }, { contractId: contract });
    await check(token, { organisationId: orgP }, { from: '2026-03-02', to: '2026-03-04' });
    await check(token, { organisationId: orgP }, { from: '2026-03-05' });
    await check(token, { organisationId: orgP }, { to: '2026-03-01' });
    expect(await check(personalToken, { memberId: personal }, {})).toBe(8);
  });

  it('stays exact after orders are cancelled, moved or completed and lines are added, moved or removed', async () => {
    await t.dataSource.query(`UPDATE customer_order SET status = 5 WHERE id = $1`, [orders[2]!.id]);
    await t.dataSource.query(`UPDATE customer_order SET placed_at = '2026-03-09T16:30:00Z' WHERE id = $1`, [
      orders[0]!.id,
    ]);
    await t.dataSource.query(`UPDATE customer_order SET status = 4 WHERE id = $1`, [orders[6]!.id]);
    await t.dataSource.query(`UPDATE order_goods SET contract_id = NULL WHERE order_id = $1`, [orders[5]!.id]);
    await t.dataSource.query(
      `DELETE FROM order_goods WHERE id = (SELECT max(id) FROM order_goods WHERE order_id = $1)`,
      [orders[7]!.id],
    );
    await fx.line(orders[3]!.id, skus[2]!, '5.00', 2, contract);
    // Back to the open state: an order placed again after cancelling counts again.
    await t.dataSource.query(`UPDATE customer_order SET status = 2 WHERE id = $1`, [orders[2]!.id]);
    await t.dataSource.query(`UPDATE customer_order SET status = 5 WHERE id = $1`, [orders[4]!.id]);
    const total = await check(token, { organisationId: orgP }, {});
    expect(total).toBe(15 - 2 - 1 + 1);
    await check(token, { organisationId: orgP }, { contractId: contract });
    await check(token, { organisationId: orgP }, { from: '2026-03-02', to: '2026-03-09' });
    await check(personalToken, { memberId: personal }, {});
  });

  // Last: the counts follow another zone until the Shanghai instance aligns them back at the end.
  it('pages from the counts rebuilt in the zone an instance starts with, line by line where the zones differ', async () => {
    // Its start-up moves the day counts to Kolkata (BillingSummaryZoneService): this instance pages from them ...
    const india = await kit.instance({ BUSINESS_TIMEZONE: 'Asia/Kolkata' });
    try {
      await check(token, { organisationId: orgP }, {}, india, 'Asia/Kolkata');
      // 2026-03-01T15:59:59Z is 03-01 in Shanghai and Kolkata; 2026-03-10T23:00Z is 03-11 in Shanghai, 03-11 04:30 in Kolkata.
      await check(token, { organisationId: orgP }, { from: '2026-03-02', to: '2026-03-10' }, india, 'Asia/Kolkata');
      // ... and the Shanghai instance, whose zone the counts no longer follow, counts line by line.
      await check(token, { organisationId: orgP }, { from: '2026-03-02', to: '2026-03-04' });
      await check(personalToken, { memberId: personal }, {});
    } finally {
      await india.close();
      await t.app.get(BillingSummaryZoneService).align();
    }
  });
});
