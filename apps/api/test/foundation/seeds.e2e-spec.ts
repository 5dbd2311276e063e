import { runSeeds } from '../../../../seeds/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('seeds', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const options = { adminPassword: 'admin123456', labPassword: 'lab123456' };
  const count = async (table: string) =>
    (await t.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`))[0].count as number;

  it('load the staff and the four demo customers, and change nothing when run again', async () => {
    const first = await runSeeds(t.dataSource, options);
    expect(first.staff.map((staff) => [staff.username, staff.created])).toEqual([
      ['admin', true],
      ['lab', true],
      ['support', true],
    ]);
    const counts = {
      staff: await count('staff_account'),
      members: await count('member'),
      orgs: await count('organisation'),
      certifications: await count('organisation_certification'),
      files: await count('uploaded_file'),
    };
    // 13800000004's company waits in the review queue with a licence and a contract file.
    expect(counts).toEqual({ staff: 3, members: 5, orgs: 3, certifications: 1, files: 2 });

    const second = await runSeeds(t.dataSource, options);
    expect(second.staff.every((staff) => !staff.created)).toBe(true);
    expect({
      staff: await count('staff_account'),
      members: await count('member'),
      orgs: await count('organisation'),
      certifications: await count('organisation_certification'),
      files: await count('uploaded_file'),
    }).toEqual(counts);
  });

  it('give 13800000003 two identities and 13800000002 a personal account', async () => {
    await runSeeds(t.dataSource, options);
    const rows: Array<{ phone: string; organisation_id: number | null }> = await t.dataSource.query(
      'SELECT phone, organisation_id FROM member ORDER BY id',
    );
    expect(rows.filter((row) => row.phone === '13800000003')).toHaveLength(2);
    expect(rows.find((row) => row.phone === '13800000002')?.organisation_id).toBeNull();
  });

  describe("13800000001's 12-month history", () => {
    // A fixed anchor keeps the assertions independent of the day the suite runs; the CLI anchors at its first run.
    const anchor = new Date('2026-11-24T06:00:00Z');
    const historyOptions = { ...options, history: true, historyAnchor: anchor };
    const snapshot = async () => ({
      orders: await count('customer_order'),
      goods: await count('order_goods'),
      samples: await count('sample'),
      events: await count('sample_progress_event'),
      qc: await count('sample_qc_result'),
      files: await count('delivery_file'),
      history: await count('order_history'),
      credit: (await t.dataSource.query(`SELECT unpaid_total FROM customer_credit`))[0].unpaid_total as string,
    });

    it('spans 12 months with orders in every status and samples at every step, and is loaded only once', async () => {
      const first = await runSeeds(t.dataSource, historyOptions);
      expect(first.history?.created).toBe(true);
      const loaded = await snapshot();
      expect(loaded.orders).toBe(first.history?.orders);
      expect(loaded.orders).toBeGreaterThan(80);
      expect(loaded.qc).toBeGreaterThan(0);
      expect(loaded.files).toBeGreaterThan(0);

      const owners = await t.dataSource.query(
        `SELECT DISTINCT m.phone FROM customer_order o JOIN member m ON m.id = o.member_id`,
      );
      expect(owners).toEqual([{ phone: '13800000001' }]);
      const statuses = await t.dataSource.query(
        'SELECT status, count(*)::int AS n FROM customer_order GROUP BY status ORDER BY status',
      );
      expect(statuses.map((row: { status: number }) => row.status)).toEqual([1, 2, 3, 4, 5]);
      const steps = await t.dataSource.query(
        'SELECT DISTINCT progress_step FROM sample WHERE progress_step IS NOT NULL ORDER BY progress_step',
      );
      expect(steps.map((row: { progress_step: string }) => row.progress_step).sort()).toEqual(
        ['OFF_MACHINE', 'ON_MACHINE', 'QC_DONE', 'RECEIVED', 'SENT', 'SEQUENCING_DONE'].sort(),
      );
      // What the workbench's to-dos and charts need: unpaid orders without samples, a missing waybill, data
      // in the last week, month and year, and nothing after the anchor.
      const [span] = await t.dataSource.query(
        `SELECT min(created_at) AS first, max(created_at) AS last,
           count(*) FILTER (WHERE created_at > $1::timestamptz - interval '7 days')::int AS week,
           count(*) FILTER (WHERE created_at > $1::timestamptz - interval '30 days')::int AS month,
           count(*) FILTER (WHERE status = 1 AND NOT EXISTS (SELECT 1 FROM sample s WHERE s.order_id = customer_order.id))::int AS unfilled,
           count(*) FILTER (WHERE status = 2 AND is_express)::int AS express_missing
         FROM customer_order`,
        [anchor],
      );
      expect(span.week).toBeGreaterThanOrEqual(7);
      expect(span.month).toBeGreaterThan(span.week);
      expect(span.unfilled).toBeGreaterThan(0);
      expect(span.express_missing).toBeGreaterThan(0);
      expect(new Date(span.last).getTime()).toBeLessThan(anchor.getTime());
      expect(anchor.getTime() - new Date(span.first).getTime()).toBeGreaterThan(330 * 24 * 3_600_000);
      // Unsettled orders (this and last month) use the credit; the numbers agree to the cent.
      const [unsettled] = await t.dataSource.query(
        `SELECT coalesce(sum(order_amount), 0)::numeric(14,2)::text AS total FROM customer_order
         WHERE placed_at >= timestamptz '2026-10-01 00:00+08'`,
      );
      expect(loaded.credit).toBe(unsettled.total);
      const [settled] = await t.dataSource.query(
        `SELECT count(*) FILTER (WHERE settled_at IS NULL)::int AS open FROM customer_order
         WHERE status <> 5 AND placed_at < timestamptz '2026-10-01 00:00+08'`,
      );
      expect(settled.open).toBe(0);
      // Completed orders have both QC reports and their reads (an analysis order has its result instead).
      const [incomplete] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM customer_order o WHERE o.status = 4 AND
           NOT EXISTS (SELECT 1 FROM analysis_order a WHERE a.order_id = o.id) AND
           (SELECT count(DISTINCT category) FROM delivery_file f WHERE f.order_id = o.id) <> 3`,
      );
      expect(incomplete.n).toBe(0);
      // One finished analysis under 分析记录, on the libraries of a delivered order, priced by the analysis rule
      // (unit price × per library max(1 G, yield rounded to 0.1 G)), with its result file.
      const analyses = await t.dataSource.query(
        `SELECT a.status, a.genome, a.yields::text, a.unit_price::text, a.total_price::text, o.status AS order_status,
           jsonb_array_length(a.libraries) AS libraries, a.done_at < $1::timestamptz AS done_before_anchor,
           (SELECT sum(greatest(1, round(s.data_size, 1))) FROM sample s WHERE s.id IN
              (SELECT (l->>'libraryId')::int FROM jsonb_array_elements(a.libraries) l))::numeric(12,1)::text AS charged,
           (SELECT count(*) FROM delivery_file f WHERE f.order_id = a.order_id AND f.file_name = 'variants.vcf.gz')::int AS results,
           (SELECT bool_and(src.status = 4) FROM customer_order src WHERE src.id = ANY(a.source_order_ids)) AS from_delivered
         FROM analysis_order a JOIN customer_order o ON o.id = a.order_id`,
        [anchor],
      );
      expect(analyses).toEqual([
        expect.objectContaining({
          status: 'done',
          genome: 'GRCh38',
          order_status: 4,
          done_before_anchor: true,
          results: 1,
          from_delivered: true,
        }),
      ]);
      expect(analyses[0].libraries).toBeGreaterThan(0);
      expect(analyses[0].yields).toBe(analyses[0].charged);
      expect(Number(analyses[0].total_price)).toBeCloseTo(
        Number(analyses[0].unit_price) * Number(analyses[0].yields),
        2,
      );

      const second = await runSeeds(t.dataSource, { ...historyOptions, historyAnchor: new Date() });
      expect(second.history).toEqual({ created: false, orders: 0 });
      expect(await snapshot()).toEqual(loaded);
    }, 180_000);
  });
});
