import { BillingSummaryZoneService } from '../../src/modules/billing/billing-summary-zone.service.js';
import type { TestApp } from '../support/test-app.js';
import { billingTestApp, type BillingFixtures, type BillingTestApp } from './billing-fixtures.js';

const SHANGHAI = 'Asia/Shanghai';
const NEW_YORK = 'America/New_York';

/*
 * The report's per-day line counts (billing_line_day) are kept by triggers in the zone that
 * billing_summary_time_zone() names. An API started with another BUSINESS_TIMEZONE rewrites the zone functions and
 * rebuilds the counts at start-up, without a migration. Orders sit around midnight in Shanghai (16:00Z) and in
 * New York (05:00Z in March before daylight saving time), so that the two zones put them on different days.
 */
describe('the billing summary follows the configured business time zone', () => {
  let kit: BillingTestApp;
  let t: TestApp;
  let ny: TestApp;
  let fx: BillingFixtures;
  let organisationId: number;
  let member: number;
  let sku: number;
  let token: string;

  const placings = [
    '2026-03-01T15:59:59Z',
    '2026-03-01T16:00:00Z',
    '2026-03-02T04:59:59Z',
    '2026-03-02T05:00:00Z',
    '2026-03-03T03:00:00Z',
    '2026-03-03T17:00:00Z',
  ];

  const place = async (placedAt: string, lines: number) => {
    const order = await fx.order({ memberId: member, status: 2, placedAt });
    // GetChart counts orders by creation.
    await t.dataSource.query('UPDATE customer_order SET created_at = placed_at WHERE id = $1', [order.id]);
    for (let n = 0; n < lines; n += 1) await fx.line(order.id, sku, '12.34', 1, null);
    return order;
  };

  /** The summary's lines per day of the organisation. */
  const summaryDays = async () =>
    Object.fromEntries(
      (
        await t.dataSource.query<Array<{ day: string; lines: number }>>(
          `SELECT to_char(placed_day, 'YYYY-MM-DD') AS day, sum(lines)::int AS lines FROM billing_line_day
           WHERE organisation_key = $1 GROUP BY placed_day HAVING sum(lines) <> 0 ORDER BY placed_day`,
          [organisationId],
        )
      ).map((row) => [row.day, row.lines]),
    );
  /** The same counted from the orders in `zone`, without the summary. */
  const directDays = async (zone: string) =>
    Object.fromEntries(
      (
        await t.dataSource.query<Array<{ day: string; lines: number }>>(
          `SELECT to_char((o.placed_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day, count(*)::int AS lines
           FROM customer_order o JOIN order_goods og ON og.order_id = o.id
           WHERE o.organisation_id = $1 AND o.placed_at IS NOT NULL AND o.status IN (2, 3, 4)
           GROUP BY 1 ORDER BY 1`,
          [organisationId, zone],
        )
      ).map((row) => [row.day, row.lines]),
    );
  const summaryZone = async () =>
    (await t.dataSource.query<Array<{ zone: string }>>('SELECT billing_summary_time_zone() AS zone'))[0]!.zone;

  const get = (app: TestApp, path: string, query: Record<string, unknown>) => kit.body(token, path, query, app);

  beforeAll(async () => {
    kit = await billingTestApp();
    ({ t, fx } = kit);
    sku = kit.skus[0].id;
    organisationId = await fx.organisation('时区测试有限公司');
    member = await fx.member('时区管理员', organisationId, true);
    for (const [index, placedAt] of placings.entries()) await place(placedAt, 1 + (index % 2));
    token = await kit.sign(member, organisationId);
  });
  afterAll(async () => {
    await ny?.close();
    await t.close();
  });

  it('counts in Shanghai by default, which puts the orders on other days than New York', async () => {
    expect(await summaryZone()).toBe(SHANGHAI);
    expect(await summaryDays()).toEqual(await directDays(SHANGHAI));
    expect(await directDays(SHANGHAI)).not.toEqual(await directDays(NEW_YORK));
    expect(await t.app.get(BillingSummaryZoneService).align()).toBeNull();
  });

  it('moves the summary to the zone an API starts with, and the report and chart follow it', async () => {
    ny = await kit.instance({ BUSINESS_TIMEZONE: NEW_YORK });
    expect(await summaryZone()).toBe(NEW_YORK);
    const days = await directDays(NEW_YORK);
    expect(await summaryDays()).toEqual(days);
    expect(days).toEqual({ '2026-03-01': 4, '2026-03-02': 3, '2026-03-03': 2 });

    // GetReport's total and pages come from the summary again (its zone is the configured one).
    for (const [day, lines] of Object.entries(days)) {
      const page = await get(ny, '/api/NewBilling/GetReport', { payBeginTime: day, payEndTime: day, pageSize: 20 });
      expect([page.totalCount, page.list.length]).toEqual([lines, lines]);
    }
    expect((await get(ny, '/api/NewBilling/GetReport', { pageSize: 3, page: 3 })).list).toHaveLength(3);
    expect(
      await get(ny, '/api/NewBilling/GetOverview', { beginTime: '2026-03-01', endTime: '2026-03-01' }),
    ).toMatchObject({ total: '49.36' });
    const chart = (await get(ny, '/api/NewWork/GetChart', { type: 0, enterTime: '2026-03-01~2026-03-04' })) as Array<{
      date: string;
      orderCount: number;
    }>;
    expect(chart.map((row) => [row.date, row.orderCount])).toEqual([
      ['2026-03-01', 3],
      ['2026-03-02', 2],
      ['2026-03-03', 1],
      ['2026-03-04', 0],
    ]);

    // The triggers count new orders in the new zone: 23:30 on 3 March in New York, 4 March in Shanghai.
    await place('2026-03-04T04:30:00Z', 2);
    expect(await summaryDays()).toEqual({ ...days, '2026-03-03': 4 });
    expect(await summaryDays()).toEqual(await directDays(NEW_YORK));
  });

  it('does nothing when run again', async () => {
    const before = await summaryDays();
    expect(await ny.app.get(BillingSummaryZoneService).align()).toBeNull();
    expect(await summaryZone()).toBe(NEW_YORK);
    expect(await summaryDays()).toEqual(before);
  });

  it('rebuilds once when two processes align at the same moment, and moves back', async () => {
    const back = await t.app.get(BillingSummaryZoneService).align();
    expect(back).toMatchObject({ from: NEW_YORK, to: SHANGHAI, lines: 11 });
    expect(await summaryDays()).toEqual(await directDays(SHANGHAI));
    const both = await Promise.all([
      ny.app.get(BillingSummaryZoneService).align(),
      ny.app.get(BillingSummaryZoneService).align(),
    ]);
    expect(both.filter((done) => done !== null)).toEqual([expect.objectContaining({ from: SHANGHAI, to: NEW_YORK })]);
    expect(await summaryDays()).toEqual(await directDays(NEW_YORK));
    expect(await t.app.get(BillingSummaryZoneService).align()).toMatchObject({ to: SHANGHAI });
    expect(await summaryDays()).toEqual(await directDays(SHANGHAI));
  });
});
