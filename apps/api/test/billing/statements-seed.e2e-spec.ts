import { runSeeds } from '../../../../seeds/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe("13800000001's demo statements", () => {
  let t: TestApp;
  // A fixed anchor keeps the assertions independent of the day the suite runs; the CLI anchors at its first run.
  const anchor = new Date('2026-11-24T06:00:00Z');
  const options = { adminPassword: 'admin123456', labPassword: 'lab123456', history: true, historyAnchor: anchor };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('states each past month in a chain, last month awaiting confirmation, and is loaded only once', async () => {
    await runSeeds(t.dataSource, options);
    const rows = await t.dataSource.query<
      Array<{
        contract_id: number;
        period: string;
        opening: string;
        closing: string;
        status: number;
        deadline: string;
        lines: number;
      }>
    >(
      `SELECT s.contract_id, to_char(s.period, 'YYYY-MM') AS period, s.opening_balance::text AS opening,
         s.closing_balance::text AS closing, s.status, to_char(s.reply_deadline, 'YYYY-MM-DD') AS deadline,
         (SELECT count(*)::int FROM statement_line l WHERE l.statement_id = s.id) AS lines
       FROM statement s ORDER BY s.contract_id, s.period`,
    );
    const periods = [...new Set(rows.map((row) => row.period))].sort();
    expect(periods.at(-1)).toBe('2026-10');
    expect(periods.length).toBeGreaterThanOrEqual(10);
    expect(rows.every((row) => row.lines > 0 || row.opening !== '0.00')).toBe(true);
    // Within a contract, each month opens with the previous month's closing.
    for (let i = 1; i < rows.length; i += 1) {
      if (rows[i]!.contract_id === rows[i - 1]!.contract_id) expect(rows[i]!.opening).toBe(rows[i - 1]!.closing);
    }
    const pending = rows.filter((row) => row.status === 1);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((row) => row.period === '2026-10' && row.deadline === '2026-11-29')).toBe(true);
    expect(rows.filter((row) => row.period < '2026-10').every((row) => row.status === 2)).toBe(true);
    const [confirmations] = await t.dataSource.query<Array<{ auto: number; customer: number; disputes: number }>>(
      `SELECT count(*) FILTER (WHERE auto_confirmed)::int AS auto,
         count(*) FILTER (WHERE status = 2 AND NOT auto_confirmed)::int AS customer,
         (SELECT count(*)::int FROM statement_dispute WHERE status = 2) AS disputes
       FROM statement`,
    );
    expect(confirmations!.auto).toBeGreaterThan(0);
    expect(confirmations!.customer).toBeGreaterThan(0);
    expect(confirmations!.disputes).toBe(1);

    // The seeded credit note is stated once, as a credit line lowering that month's closing.
    const credits = await t.dataSource.query<Array<{ credits: string; amount: string }>>(
      `SELECT s.credits_total::text AS credits, l.amount::text AS amount
       FROM statement s JOIN statement_line l ON l.statement_id = s.id AND l.kind = 3`,
    );
    expect(credits).toHaveLength(1);
    expect(credits[0]!.credits).toBe(credits[0]!.amount);
    expect(Number(credits[0]!.amount)).toBeGreaterThan(0);

    await runSeeds(t.dataSource, { ...options, historyAnchor: new Date() });
    const [again] = await t.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM statement`);
    expect(again!.n).toBe(rows.length);
  }, 180_000);
});
