import ExcelJS from 'exceljs';
import pg from 'pg';
import {
  BillingExportService,
  EXPORT_BUSY,
  EXPORT_FAILED,
  EXPORT_TIMED_OUT,
} from '../../src/modules/billing/billing-export.service.js';
import { REPORT_COLUMNS } from '../../src/modules/billing/helpers/report-row.js';
import { bearer } from '../support/bearer.js';
import type { TestApp } from '../support/test-app.js';
import { billingTestApp, type BillingTestApp } from './billing-fixtures.js';

/*
 * GetReportExport's work runs in a forked child process (modules/billing/export). The workbook must hold exactly
 * what the report pages show, across the child's keyset batches of 2,000; a child that fails, is killed or runs
 * out of time answers a Chinese message in the envelope and gives its slot back; at most EXPORT_MAX_CHILDREN run
 * at once and the others wait their turn (or, past EXPORT_QUEUE_WAIT_MS, answer 系统繁忙).
 * A child is held mid-export by an exclusive lock on order_goods, which its first query waits for.
 */
describe('GetReportExport in a child process', () => {
  let kit: BillingTestApp;
  let t: TestApp;
  let token: string;
  let organisationId: number;
  const extraApps: TestApp[] = [];

  const exportFrom = async (app: TestApp, query: Record<string, unknown> = {}) =>
    (await app.http.get('/api/NewBilling/GetReportExport').query(query).set(bearer(token))).body as {
      code: number;
      message: string;
      body: { url: string } | null;
    };
  const runnerOf = (app: TestApp) => app.app.get(BillingExportService).runner;

  /** Another API instance on the same database with its own export settings, closed after the file. */
  const instance = async (env: Record<string, string>): Promise<TestApp> => {
    const app = await kit.instance(env);
    extraApps.push(app);
    return app;
  };

  /** Cells as the sheet shows them: blank ('' or nothing) as null. */
  const normalise = (cells: unknown[]) =>
    REPORT_COLUMNS.map((_, index) => (cells[index] === '' || cells[index] === undefined ? null : cells[index]));

  const readSheet = async (url: string) => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.getWorksheet('账单报表')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  /** Every row of the report, page by page, as the sheet's columns. */
  const reportRows = async () => {
    const rows: unknown[][] = [];
    for (let page = 1; ; page += 1) {
      const { list } = (await kit.body(token, '/api/NewBilling/GetReport', { page, pageSize: 100 })) as {
        list: Array<Record<string, unknown>>;
      };
      if (list.length === 0) return rows;
      rows.push(...list.map((row) => normalise(REPORT_COLUMNS.map((column) => row[column.key]))));
    }
  };

  const cents = (value: unknown) => Math.round(Number(value) * 100);
  const column = (key: string) => REPORT_COLUMNS.findIndex((c) => c.key === key);

  /** Holds order_goods exclusively until `release`: an export child's first query waits for it. */
  const lockLines = async () => {
    const client = new pg.Client({ connectionString: (t.dataSource.options as { url: string }).url });
    await client.connect();
    await client.query('BEGIN');
    await client.query('LOCK TABLE order_goods IN ACCESS EXCLUSIVE MODE');
    return async () => {
      await client.query('ROLLBACK');
      await client.end();
    };
  };

  const until = async (condition: () => boolean | Promise<boolean>, what: string) => {
    const deadline = Date.now() + 20_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  /** The export child's query is waiting for the lock. */
  const childWaiting = () =>
    until(async () => {
      const [row] = await t.dataSource.query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE application_name = 'seqportal-report-export' AND wait_event_type = 'Lock'`,
      );
      return row!.n > 0;
    }, 'the export child to wait for the lock');
  const childrenGone = (app: TestApp) => until(() => runnerOf(app).pids.length === 0, 'the export children to exit');

  beforeAll(async () => {
    kit = await billingTestApp({ env: { EXPORT_MAX_CHILDREN: '1' } });
    delete process.env.EXPORT_MAX_CHILDREN;
    t = kit.t;
    const { fx } = kit;
    const [{ id: sku1 }, { id: sku2 }] = kit.skus;
    organisationId = await fx.organisation('导出子进程测试有限公司');
    const main = await fx.member('导出管理员', organisationId, true);
    const other = await fx.member('导出下单员', organisationId);
    const contract = await fx.contract('HT-X-001', organisationId);
    // Lines with every kind of column: samples and grades, overdue and settled, no contract, odd cents.
    const overdue = await fx.order({
      memberId: other,
      status: 4,
      placedAt: '2026-01-10T02:00:00Z',
      history: [
        { toStatus: 3, at: '2026-01-12T02:00:00Z' },
        { toStatus: 4, at: '2026-01-20T02:00:00Z' },
      ],
    });
    const line = await fx.line(overdue.id, sku1, '1000.01', 3, contract);
    await fx.sample(overdue.id, line, '10.5', { total: 'PASS', quality: 'PASS' });
    await fx.sample(overdue.id, line, null, { total: 'FAIL', quality: 'RISK' });
    await fx.line(overdue.id, sku2, '0.35', 7, null);
    const settled = await fx.order({
      memberId: main,
      status: 3,
      placedAt: '2026-03-05T02:00:00Z',
      settledAt: '2026-05-01T02:00:00Z',
      history: [{ toStatus: 3, at: '2026-03-06T02:00:00Z' }],
    });
    await fx.line(settled.id, sku2, '333.33', 3, contract);
    // More lines than one keyset batch (2,000) of the child.
    await fx.manyLines(main, sku1, 2_050);
    token = await kit.sign(main, organisationId);
  });
  afterAll(async () => {
    for (const app of extraApps) await app.close();
    await t.close();
  });

  it('writes every line the report pages show, cell for cell, with the same sums to the cent', async () => {
    const envelope = await exportFrom(t);
    expect(envelope).toMatchObject({ code: 0 });
    const [header, ...rows] = await readSheet(envelope.body!.url);
    expect(header).toEqual(REPORT_COLUMNS.map((c) => c.header));
    const expected = await reportRows();
    expect(rows).toHaveLength(2_053);
    expect(rows.map(normalise)).toEqual(expected);
    const [sums] = await t.dataSource.query<Array<{ total: string }>>(
      `SELECT sum(og.actual_price)::text AS total FROM order_goods og JOIN customer_order o ON o.id = og.order_id
       WHERE o.organisation_id = $1`,
      [organisationId],
    );
    const sheetTotal = rows.reduce((sum, row) => sum + cents(row[column('total')]), 0);
    expect(sheetTotal).toBe(cents(sums!.total));
    const needPay = (list: unknown[][]) => list.reduce((sum, row) => sum + cents(row[column('needPay')]), 0);
    expect(needPay(rows)).toBe(needPay(expected));
    expect(runnerOf(t).pids).toEqual([]);
  });

  it('answers the failure in the envelope when the child is killed, and gives its slot back', async () => {
    const release = await lockLines();
    let answer: Promise<Awaited<ReturnType<typeof exportFrom>>>;
    try {
      answer = exportFrom(t);
      await childWaiting();
      const [pid] = runnerOf(t).pids;
      process.kill(pid!, 'SIGKILL');
      expect(await answer).toEqual({ code: 500, message: EXPORT_FAILED, body: null });
    } finally {
      await release();
    }
    await childrenGone(t);
    // One child at most (EXPORT_MAX_CHILDREN=1): a slot still taken would keep this one waiting.
    expect(await exportFrom(t, { payBeginTime: '2026-03-01' })).toMatchObject({ code: 0 });
  });

  it('runs one child at a time and serves the waiting request when the first is done', async () => {
    const release = await lockLines();
    let first: Promise<Awaited<ReturnType<typeof exportFrom>>>;
    let second: Promise<Awaited<ReturnType<typeof exportFrom>>>;
    try {
      first = exportFrom(t, { payEndTime: '2026-01-31' });
      await childWaiting();
      second = exportFrom(t, { payEndTime: '2026-01-31' });
      await until(() => runnerOf(t).queued === 1, 'the second request to wait');
      expect(runnerOf(t).pids).toHaveLength(1);
    } finally {
      await release();
    }
    const [a, b] = await Promise.all([first, second]);
    expect(a).toMatchObject({ code: 0 });
    expect(b).toMatchObject({ code: 0 });
    // January: the overdue order's two lines under the header.
    expect(await readSheet(a.body!.url)).toEqual(await readSheet(b.body!.url));
    expect(await readSheet(a.body!.url)).toHaveLength(3);
  });

  it('answers 系统繁忙 past the wait and a time-out past the limit, then serves again', async () => {
    // The lock outlasts the time limit, which comes before the statement timeout.
    const busy = await instance({
      EXPORT_MAX_CHILDREN: '1',
      EXPORT_QUEUE_WAIT_MS: '0',
      EXPORT_TIMEOUT_MS: '8000',
      DATABASE_STATEMENT_TIMEOUT_MS: '60000',
    });
    const release = await lockLines();
    try {
      const first = exportFrom(busy);
      await childWaiting();
      expect(await exportFrom(busy)).toEqual({ code: 429, message: EXPORT_BUSY, body: null });
      expect(await first).toEqual({ code: 500, message: EXPORT_TIMED_OUT, body: null });
    } finally {
      await release();
    }
    await childrenGone(busy);
    expect(await exportFrom(busy)).toMatchObject({ code: 0 });
  });

  it('answers the failure in the envelope when storage cannot be reached, twice on one slot', async () => {
    // Nothing listens on port 9 (discard) here: the child's upload is refused.
    const unreachable = await instance({ EXPORT_MAX_CHILDREN: '1', S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(await exportFrom(unreachable)).toEqual({ code: 500, message: EXPORT_FAILED, body: null });
    expect(await exportFrom(unreachable)).toEqual({ code: 500, message: EXPORT_FAILED, body: null });
    await childrenGone(unreachable);
  });
});
