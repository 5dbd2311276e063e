import { getQueueToken } from '@nestjs/bullmq';
import { StatementStatus } from '@seqportal/contract';
import { QueueEvents, type Queue } from 'bullmq';
import ExcelJS from 'exceljs';
import { StatementGeneratorService } from '../../src/modules/billing/statements/statement-generator.service.js';
import { STATEMENTS_QUEUE, StatementJob } from '../../src/modules/billing/statements/statements.worker.js';
import { bearer } from '../support/bearer.js';
import { pdfText } from '../support/pdf-tools.js';
import { staffToken } from '../support/staff-session.js';
import type { TestApp } from '../support/test-app.js';
import { billingTestApp, signCustomer, type BillingFixtures, type BillingTestApp } from './billing-fixtures.js';
import { generateStatements, readStatement, readStatementById, statementIdOf } from './statement-test-kit.js';

/*
 * Hand-computed fixture, all in Asia/Shanghai. Organisation 甲 (contract HT-S-A), interleaved with 乙 (HT-S-B):
 *   a3 received 2026-03-02, unpaid: 500.00 × 1                (due 04-30; at 05-31 aged 90 days, 31 days overdue)
 *   a1 received 2026-04-10, settled 2026-05-20: 1000.00 × 2 = 2000.00
 *   a2 received 2026-05-05, unpaid: 333.33 × 3 = 999.99       (due 06-30)
 *   a4 awaiting samples (placed 05-06): never on a statement
 *   b1 (乙) received 2026-05-08: 7777.77
 * April 甲: opening 500.00 (unpaid before April, no earlier statement), charges 2000.00, closing 2500.00.
 * May 甲: opening 2500.00 (April's closing), charges 999.99, payments 2000.00, closing 1499.99;
 *   aging 0-30 999.99, 61-90 500.00; overdue 500.00, penalty 500.00 × 0.1% × 31 = 15.50.
 */
describe('monthly statements', () => {
  let kit: BillingTestApp;
  let t: TestApp;
  let fx: BillingFixtures;
  let tokenA: string;
  let tokenB: string;
  let contractA: number;
  let orgC: number;
  let memberC: number;
  let contractC: number;
  let sku: number;
  let orders: Record<'a1' | 'a2' | 'a3' | 'a4' | 'b1', { id: number; orderNo: string }>;

  const get = (token: string | null, path: string, query: Record<string, unknown> = {}) => {
    const request = t.http.get(`/api/NewBilling/${path}`).query(query);
    return token ? request.set(bearer(token)) : request;
  };
  const post = (token: string | null, path: string, body: Record<string, unknown>) => {
    const request = t.http.post(`/api/NewBilling/${path}`).send(body);
    return token ? request.set(bearer(token)) : request;
  };
  /** The body of a successful answer: lists, to-dos, document links (statements are read with the kit). */
  const ok = async (response: PromiseLike<unknown>) => {
    const { body } = (await response) as { body: { code: number; body: unknown } };
    expect(body).toMatchObject({ code: 0 });
    return body.body;
  };
  const received = (orderId: number, at: string) =>
    t.dataSource.query(
      `INSERT INTO order_history (order_id, event, from_status, to_status, actor_type, created_at)
       VALUES ($1, 'test', 2, 3, 'system', $2)`,
      [orderId, at],
    );

  beforeAll(async () => {
    kit = await billingTestApp({ now: new Date('2026-06-03T04:00:00Z'), staff: true });
    ({ t, fx } = kit);
    sku = kit.skus[0].id;
    const orgA = await fx.organisation('甲测序科技有限公司');
    const orgB = await fx.organisation('乙基因有限公司');
    orgC = await fx.organisation('丙五十行测试有限公司');
    const a1 = await fx.member('甲管理员', orgA, true);
    const b1 = await fx.member('乙管理员', orgB, true);
    memberC = await fx.member('丙管理员', orgC, true);
    contractA = await fx.contract('HT-S-A', orgA);
    const contractB = await fx.contract('HT-S-B', orgB);
    contractC = await fx.contract('HT-S-C', orgC);
    await fx.credit(orgA, '10000.00', '1499.99');
    tokenA = await signCustomer(t, a1, orgA);
    tokenB = await signCustomer(t, b1, orgB);

    const make = async (
      memberId: number,
      contractId: number,
      price: string,
      count: number,
      placedAt: string,
      receivedAt: string | null,
      settledAt?: string,
    ) => {
      const order = await fx.order({
        memberId,
        status: receivedAt ? 4 : 2,
        placedAt,
        settledAt,
        history: receivedAt ? [{ toStatus: 3, at: receivedAt }] : [],
      });
      await fx.line(order.id, sku, price, count, contractId);
      return order;
    };
    orders = {
      a3: await make(a1, contractA, '500.00', 1, '2026-02-25T02:00:00Z', '2026-03-02T02:00:00Z'),
      a1: await make(
        a1,
        contractA,
        '1000.00',
        2,
        '2026-04-01T02:00:00Z',
        '2026-04-10T02:00:00Z',
        '2026-05-20T02:00:00Z',
      ),
      // Received at 2026-05-05 00:30 in Shanghai (still 05-04 in UTC): a May line.
      a2: await make(a1, contractA, '333.33', 3, '2026-05-01T02:00:00Z', '2026-05-04T16:30:00Z'),
      a4: await make(a1, contractA, '88.00', 1, '2026-05-06T02:00:00Z', null),
      b1: await make(b1, contractB, '7777.77', 1, '2026-05-02T02:00:00Z', '2026-05-08T02:00:00Z'),
    };
  });

  afterAll(() => t.close());

  describe('generation', () => {
    it('states April and then May, May opening with April closing, to the cent', async () => {
      expect(await generateStatements(t, '2026-04')).toEqual({ created: 1, existing: 0 });
      expect(await generateStatements(t, '2026-05')).toEqual({ created: 2, existing: 0 });

      const april = await readStatement(t, tokenA, contractA, '2026-04');
      expect(april).toMatchObject({
        period: '2026-04',
        openingBalance: '500.00',
        chargesTotal: '2000.00',
        paymentsTotal: '0.00',
        closingBalance: '2500.00',
      });
      const may = await readStatement(t, tokenA, contractA, '2026-05');
      expect(may.openingBalance).toBe(april.closingBalance);
      expect(may).toMatchObject({
        statementNo: `DZ202605${String(contractA).padStart(6, '0')}`,
        ownerName: '甲测序科技有限公司',
        contractNo: 'HT-S-A',
        periodStart: '2026-05-01',
        periodEnd: '2026-05-31',
        chargesTotal: '999.99',
        paymentsTotal: '2000.00',
        creditsTotal: '0.00',
        closingBalance: '1499.99',
        aging: { days0to30: '999.99', days31to60: '0.00', days61to90: '500.00', over90: '0.00' },
        overdueAmount: '500.00',
        latePenalty: '15.50',
        creditLimit: '10000.00',
        creditUsed: '1499.99',
        creditAvailable: '8500.01',
        status: StatementStatus.Pending,
        statusText: '待确认',
        replyDeadline: '2026-06-08',
        confirmedAt: null,
      });
      expect(may.lines).toEqual([
        expect.objectContaining({
          lineNo: 1,
          kind: 1,
          orderNo: orders.a2.orderNo,
          goodsCount: 3,
          unitPrice: '333.33',
          amount: '999.99',
          lineDate: '2026-05-05',
          dueDate: '2026-06-30',
          disputed: false,
        }),
        expect.objectContaining({ lineNo: 2, kind: 2, orderNo: orders.a1.orderNo, amount: '2000.00' }),
      ]);
      expect(JSON.stringify(may)).not.toContain(orders.a4.orderNo);
      expect(JSON.stringify(may)).not.toContain(orders.b1.orderNo);
    });

    it('creates nothing more when the month is generated again, by the service or by staff', async () => {
      const generator = t.app.get(StatementGeneratorService);
      expect(await generator.generate('2026-05')).toEqual({ created: 0, existing: 2 });
      const admin = await staffToken(t, 'support');
      const response = await t.http
        .post('/api/admin/statements/generate')
        .set(bearer(admin))
        .send({ period: '2026-05' });
      expect(response.body).toMatchObject({ code: 0, body: { period: '2026-05', created: 0, existing: 2 } });
      const [count] = await t.dataSource.query<Array<{ n: number; lines: number }>>(
        `SELECT count(*)::int AS n, (SELECT count(*)::int FROM statement_line) AS lines FROM statement`,
      );
      expect(count).toEqual({ n: 3, lines: 4 });
    });

    it('refuses a month that has not ended and a malformed month', async () => {
      const admin = await staffToken(t, 'admin');
      const send = (period: string) =>
        t.http.post('/api/admin/statements/generate').set(bearer(admin)).send({ period });
      expect((await send('2026-06')).body).toMatchObject({ code: 400, message: '只能生成已结束月份的对账单' });
      expect((await send('2026-13')).body).toMatchObject({ code: 400, message: '请选择正确的月份' });
      const lab = await staffToken(t, 'lab');
      const forbidden = await t.http.post('/api/admin/statements/generate').set(bearer(lab)).send({});
      expect(forbidden.body.code).toBe(403);
    });

    it('makes one statement per contract and month when two API instances run the job at once', async () => {
      const second = await kit.instance();
      try {
        const results = await Promise.all([
          t.app.get(StatementGeneratorService).generate('2026-03'),
          second.app.get(StatementGeneratorService).generate('2026-03'),
          t.app.get(StatementGeneratorService).generate('2026-03'),
        ]);
        expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(1);
        const rows = await t.dataSource.query<Array<{ lines: number }>>(
          `SELECT (SELECT count(*)::int FROM statement_line l WHERE l.statement_id = s.id) AS lines
           FROM statement s WHERE s.period = '2026-03-01'`,
        );
        expect(rows).toEqual([{ lines: 1 }]);
      } finally {
        await second.close();
      }
    });

    it('runs as the scheduled BullMQ job: two jobs for one month leave one statement', async () => {
      const queue = t.app.get<Queue>(getQueueToken(STATEMENTS_QUEUE));
      const events = new QueueEvents(STATEMENTS_QUEUE, {
        connection: queue.opts.connection,
        prefix: queue.opts.prefix,
      });
      try {
        await events.waitUntilReady();
        const jobs = await Promise.all([
          queue.add(StatementJob.Generate, { period: '2026-02' }),
          queue.add(StatementJob.Generate, { period: '2026-02' }),
        ]);
        const results = (await Promise.all(jobs.map((job) => job.waitUntilFinished(events)))) as Array<{
          created: number;
        }>;
        expect(results.map((result) => result.created).sort()).toEqual([0, 0]);
        // February: a3 was placed but not yet received, so nothing to state; March (made above) stays single.
        const scheduled = await queue.getJobSchedulers();
        expect(scheduled.map((entry) => entry.key).sort()).toEqual(
          [StatementJob.AutoConfirm, StatementJob.Generate].sort(),
        );
        const again = await queue.add(StatementJob.Generate, { period: '2026-03' });
        expect(await again.waitUntilFinished(events)).toEqual({ period: '2026-03', created: 0, existing: 1 });
      } finally {
        await events.close();
      }
    });
  });

  describe('customer calls', () => {
    it.each(['GetStatementList', 'GetStatementDetail', 'GetStatementPdf', 'GetStatementExcel'])(
      'answers 100 to %s without a token',
      async (path) => {
        expect((await get(null, path, { id: 1 })).body.code).toBe(100);
      },
    );

    it.each(['ConfirmStatement', 'DisputeStatement'])('answers 100 to %s without a token', async (path) => {
      expect((await post(null, path, { id: 1, lineId: 1, comment: '无' })).body.code).toBe(100);
    });

    it('lists only the caller organisation statements, newest month first; 100 without a token', async () => {
      const list = (await ok(get(tokenA, 'GetStatementList'))) as {
        list: Array<{ period: string; contractNo: string }>;
        totalCount: number;
      };
      expect(list.totalCount).toBe(3);
      expect(list.list.map((row) => row.period)).toEqual(['2026-05', '2026-04', '2026-03']);
      expect(list.list.every((row) => row.contractNo === 'HT-S-A')).toBe(true);
      const listB = (await ok(get(tokenB, 'GetStatementList'))) as { totalCount: number };
      expect(listB.totalCount).toBe(1);
      expect((await get(null, 'GetStatementList')).body.code).toBe(100);
      expect((await get(tokenA, 'GetStatementList', { page: 0 })).body).toMatchObject({
        code: 400,
        message: '页码必须是正整数',
      });
    });

    it('lists a statement awaiting confirmation as a workbench to-do', async () => {
      const todos = (await ok(t.http.get('/api/NewWork/GetTodoList').set(bearer(tokenA)))) as unknown as Array<{
        title: string;
        content1: string;
      }>;
      const mayNo = `DZ202605${String(contractA).padStart(6, '0')}`;
      expect(todos).toContainEqual(expect.objectContaining({ title: '对账单', content1: `待确认对账单：${mayNo}` }));
    });

    it('answers 404 for another organisation statement on every call, changing nothing', async () => {
      const id = await statementIdOf(t, contractA, '2026-05');
      const detail = await readStatementById(t, tokenA, id);
      const lineId = detail.lines[0]!.id as number;
      for (const response of [
        await get(tokenB, 'GetStatementDetail', { id }),
        await get(tokenB, 'GetStatementPdf', { id }),
        await get(tokenB, 'GetStatementExcel', { id }),
        await post(tokenB, 'ConfirmStatement', { id }),
        await post(tokenB, 'DisputeStatement', { id, lineId, comment: '不对' }),
      ]) {
        expect(response.body).toMatchObject({ code: 404, message: '对账单不存在' });
      }
      expect((await get(tokenA, 'GetStatementDetail', { id: 2_000_000 })).body.code).toBe(404);
      const [row] = await t.dataSource.query<Array<{ status: number; disputes: number }>>(
        `SELECT status, (SELECT count(*)::int FROM statement_dispute) AS disputes FROM statement WHERE id = $1`,
        [id],
      );
      expect(row).toEqual({ status: StatementStatus.Pending, disputes: 0 });
    });

    it('validates a dispute: comment required and at most 500 characters, the line of this statement', async () => {
      const id = await statementIdOf(t, contractA, '2026-05');
      const april = await readStatement(t, tokenA, contractA, '2026-04');
      const detail = await readStatementById(t, tokenA, id);
      const lineId = detail.lines[0]!.id as number;
      expect((await post(tokenA, 'DisputeStatement', { id, lineId, comment: '   ' })).body).toMatchObject({
        code: 400,
        message: '请填写异议说明',
      });
      expect((await post(tokenA, 'DisputeStatement', { id, lineId })).body).toMatchObject({
        code: 400,
        message: '请填写异议说明',
      });
      expect((await post(tokenA, 'DisputeStatement', { id, lineId, comment: '长'.repeat(501) })).body).toMatchObject({
        code: 400,
        message: '异议说明不能超过500个字',
      });
      expect((await post(tokenA, 'DisputeStatement', { id, comment: '数量不对' })).body).toMatchObject({
        code: 400,
        message: '请选择有异议的明细',
      });
      const otherLine = april.lines[0]!.id as number;
      expect(
        (await post(tokenA, 'DisputeStatement', { id, lineId: otherLine, comment: '数量不对' })).body,
      ).toMatchObject({ code: 404, message: '对账单明细不存在' });
    });

    it('disputes a line, blocks confirming until staff resolve it, then confirms; every step audited', async () => {
      const id = await statementIdOf(t, contractA, '2026-05');
      const detail = await readStatementById(t, tokenA, id);
      const lineId = detail.lines[0]!.id as number;
      const disputed = await post(tokenA, 'DisputeStatement', { id, lineId, comment: ' 样本数量应为2个 ' });
      expect(disputed.body).toMatchObject({
        code: 0,
        message: '异议已提交，客服将尽快处理',
        body: {
          status: StatementStatus.Disputed,
          statusText: '有异议',
          disputes: [{ lineId, comment: '样本数量应为2个', status: 1, statusText: '待处理', resolution: null }],
        },
      });
      expect(disputed.body.body.lines[0].disputed).toBe(true);
      expect((await post(tokenA, 'DisputeStatement', { id, lineId, comment: '再说一次' })).body).toMatchObject({
        code: 422,
        message: '该明细已提出异议，请等待处理',
      });
      expect((await post(tokenA, 'ConfirmStatement', { id })).body).toMatchObject({
        code: 422,
        message: '对账单有未处理的异议，处理完成后才能确认',
      });

      const support = await staffToken(t, 'support');
      const queue = await t.http.get('/api/admin/statements/disputes').set(bearer(support));
      expect(queue.body).toMatchObject({ code: 0, body: { totalCount: 1 } });
      const entry = queue.body.body.list[0];
      expect(entry).toMatchObject({
        statementId: id,
        ownerName: '甲测序科技有限公司',
        orderNo: orders.a2.orderNo,
        amount: '999.99',
        comment: '样本数量应为2个',
      });
      const lab = await staffToken(t, 'lab');
      expect((await t.http.get('/api/admin/statements/disputes').set(bearer(lab))).body.code).toBe(403);
      expect(
        (
          await t.http
            .post('/api/admin/statements/disputes/resolve')
            .set(bearer(support))
            .send({ id: entry.id, resolution: ' ' })
        ).body,
      ).toMatchObject({ code: 400, message: '请填写处理意见' });

      kit.setNow(new Date('2026-06-05T04:00:00Z'));
      const resolved = await t.http
        .post('/api/admin/statements/disputes/resolve')
        .set(bearer(support))
        .send({ id: entry.id, resolution: '已核实：样本为3个，金额无误' });
      expect(resolved.body).toMatchObject({
        code: 0,
        body: { status: 2, statusText: '已处理', resolution: '已核实：样本为3个，金额无误', resolvedByName: 'support' },
      });
      expect(
        (
          await t.http
            .post('/api/admin/statements/disputes/resolve')
            .set(bearer(support))
            .send({ id: entry.id, resolution: '再处理' })
        ).body,
      ).toMatchObject({ code: 422, message: '该异议已处理' });

      const reopened = await readStatementById(t, tokenA, id);
      expect(reopened).toMatchObject({ status: StatementStatus.Pending, replyDeadline: '2026-06-10' });

      const confirmed = await post(tokenA, 'ConfirmStatement', { id });
      expect(confirmed.body).toMatchObject({
        code: 0,
        message: '对账单已确认',
        body: { status: StatementStatus.Confirmed, autoConfirmed: false },
      });
      expect(confirmed.body.body.confirmedAt).toBe('2026-06-05T04:00:00.000Z');
      expect((await post(tokenA, 'ConfirmStatement', { id })).body).toMatchObject({
        code: 422,
        message: '对账单已确认',
      });
      expect((await post(tokenA, 'DisputeStatement', { id, lineId, comment: '还有问题' })).body).toMatchObject({
        code: 422,
        message: '对账单已确认，不能再提出异议',
      });

      const audit = await t.dataSource.query<Array<{ action: string; staff_name: string }>>(
        `SELECT action, staff_name FROM audit_log WHERE target_type = 'statement' AND target_id = $1 ORDER BY id`,
        [detail.statementNo],
      );
      expect(audit.map((row) => row.action)).toEqual([
        'statement.generate',
        'statement.dispute',
        'statement.dispute-resolve',
        'statement.confirm',
      ]);
      expect(audit[3]!.staff_name).toMatch(/^客户 \d+$/);
      expect(audit[2]!.staff_name).toBe('support');
    });

    it('confirms statements nobody answered within 5 natural days, and says so in the audit log', async () => {
      const generator = t.app.get(StatementGeneratorService);
      kit.setNow(new Date('2026-06-08T10:00:00Z'));
      expect(await generator.autoConfirm()).toBe(0);
      kit.setNow(new Date('2026-06-09T01:00:00Z'));
      // 甲's April and March, 乙's May: still pending, deadline 06-08.
      expect(await generator.autoConfirm()).toBe(3);
      const listB = (await ok(get(tokenB, 'GetStatementList'))) as {
        list: Array<{ status: number; autoConfirmed: boolean }>;
      };
      expect(listB.list[0]).toMatchObject({ status: StatementStatus.Confirmed, autoConfirmed: true });
      const audit = await t.dataSource.query<Array<{ staff_name: string; after: { reason: string } }>>(
        `SELECT staff_name, after FROM audit_log WHERE action = 'statement.auto-confirm'`,
      );
      expect(audit).toHaveLength(3);
      expect(audit[0]).toMatchObject({ staff_name: '系统', after: { reason: '5个自然日内未回复，视为确认' } });
      expect(await generator.autoConfirm()).toBe(0);
    });
  });

  describe('documents', () => {
    it('renders the PDF of 50 order lines under 100 KB, with the organisation, 对账单, closing and every order', async () => {
      const numbers: string[] = [];
      for (let i = 0; i < 50; i += 1) {
        const order = await fx.order({
          memberId: memberC,
          status: 4,
          placedAt: '2026-05-01T02:00:00Z',
          history: [],
        });
        await received(order.id, `2026-05-${String((i % 28) + 1).padStart(2, '0')}T03:00:00Z`);
        await fx.line(order.id, sku, '123.45', 2, contractC);
        numbers.push(order.orderNo);
      }
      kit.setNow(new Date('2026-06-09T01:00:00Z'));
      await generateStatements(t, '2026-05');
      const tokenC = await signCustomer(t, memberC, orgC);
      const id = await statementIdOf(t, contractC, '2026-05');
      const detail = await readStatementById(t, tokenC, id);
      expect(detail).toMatchObject({ chargesTotal: '12345.00', closingBalance: '12345.00' });
      expect(detail.lines).toHaveLength(50);

      const link = (await ok(get(tokenC, 'GetStatementPdf', { id }))) as { url: string };
      const download = await fetch(link.url);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      const pdf = Buffer.from(await download.arrayBuffer());
      expect(pdf.length).toBeLessThan(100_000);
      const text = pdfText(pdf);
      expect(text).toContain('丙五十行测试有限公司');
      expect(text).toContain('对账单');
      expect(text).toContain('12345.00');
      for (const orderNo of numbers) expect(text).toContain(orderNo);
    });

    it('exports the statement as an xlsx that exceljs opens, money to the cent', async () => {
      const id = await statementIdOf(t, contractA, '2026-05');
      const link = (await ok(get(tokenA, 'GetStatementExcel', { id }))) as { url: string };
      const download = await fetch(link.url);
      expect(download.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await download.arrayBuffer());
      const sheet = workbook.getWorksheet('对账单')!;
      const values = new Map<string, unknown>();
      sheet.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
      expect(values.get('期初余额')).toBe('2500.00');
      expect(values.get('期末余额')).toBe('1499.99');
      expect(values.get('滞纳金')).toBe('15.50');
      const labels: string[] = [];
      sheet.eachRow((row, rowNo) => {
        if (rowNo >= 2 && rowNo <= 18) labels.push(String(row.getCell(1).value));
      });
      expect(labels).toEqual([
        '对账单号',
        '合同编号',
        '对账期间',
        '期初余额',
        '本期应收',
        '本期回款',
        '本期减免',
        '期末余额',
        '信用额度',
        '已用额度',
        '可用额度',
        '逾期金额',
        '滞纳金',
        '账龄 0-30天',
        '账龄 31-60天',
        '账龄 61-90天',
        '账龄 90天以上',
      ]);
      const lines: unknown[][] = [];
      sheet.eachRow((row) => {
        if (row.getCell(2).value === orders.a2.orderNo) lines.push([row.getCell(6).value, row.getCell(8).value]);
      });
      expect(lines).toEqual([['999.99', '订单']]);
    });

    it('lists the month payments in the PDF beside the order lines', async () => {
      const id = await statementIdOf(t, contractA, '2026-05');
      const link = (await ok(get(tokenA, 'GetStatementPdf', { id }))) as { url: string };
      const text = pdfText(Buffer.from(await (await fetch(link.url)).arrayBuffer()));
      expect(text).toContain('本期回款');
      expect(text).toContain(orders.a1.orderNo);
      expect(text).toContain('2000.00');
      expect(text).toContain('15.50');
      const labels = ['期初余额', '本期应收', '本期减免', '期末余额', '信用额度', '已用额度', '可用额度'];
      const agingHeaders = ['0-30天', '31-60天', '61-90天', '90天以上', '逾期金额', '滞纳金'];
      for (const label of [...labels, ...agingHeaders]) expect(text).toContain(label);
    });
  });
});
