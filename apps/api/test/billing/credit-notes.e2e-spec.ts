import { bearer } from '../support/bearer.js';
import { pdfText } from '../support/pdf-tools.js';
import { staffToken } from '../support/staff-session.js';
import type { TestApp } from '../support/test-app.js';
import { billingTestApp, signCustomer, type BillingFixtures, type BillingTestApp } from './billing-fixtures.js';
import { generateStatements, readStatement, statementIdOf } from './statement-test-kit.js';

/*
 * Credit notes (减免), hand-computed, all in Asia/Shanghai. Organisation 丁 (contract HT-C-D), interleaved with 戊
 * (HT-C-E):
 *   d1 received 2026-04-03: 1200.00 × 1, unpaid; notes 200.00 on 04-25 and 0.01 on 05-10
 *   d2 received 2026-04-15: 450.50 × 2 = 901.00; note 101.00 on 04-20; settled 2026-05-18 (pays 800.00)
 *   d3 awaiting samples: no note possible
 *   e1 (戊) received 2026-04-08: 800.00; two notes of 500.00 at once on 05-10: one is issued
 * April 丁: opening 0.00, charges 2101.00, payments 0.00, credits 301.00, closing 1800.00;
 *   aging at 04-30: 0-30 = (1200.00 - 200.00) + (901.00 - 101.00) = 1800.00.
 * May 丁: opening 1800.00, charges 0.00, payments 800.00 (901.00 - 101.00), credits 0.01, closing 999.99;
 *   aging at 05-31: d1 1200.00 - 200.01 = 999.99, 58 days old: 31-60; due 05-31, so nothing overdue.
 * April 戊: charges 800.00, closing 800.00. May 戊: credits 500.00, closing 300.00.
 */
describe('credit notes on statements', () => {
  let kit: BillingTestApp;
  let t: TestApp;
  let fx: BillingFixtures;
  let support: string;
  let tokenD: string;
  let tokenE: string;
  let contractD: number;
  let contractE: number;
  let orders: Record<'d1' | 'd2' | 'd3' | 'e1', { id: number; orderNo: string }>;

  const credit = (token: string | null, body: Record<string, unknown>) =>
    t.http.post('/api/admin/statements/credit-notes').set(bearer(token)).send(body);
  beforeAll(async () => {
    kit = await billingTestApp({ now: new Date('2026-04-20T04:00:00Z'), staff: true });
    ({ t, fx } = kit);
    const sku = kit.skus[0].id;
    const orgD = await fx.organisation('丁减免测试有限公司');
    const orgE = await fx.organisation('戊减免测试有限公司');
    const memberD = await fx.member('丁管理员', orgD, true);
    const memberE = await fx.member('戊管理员', orgE, true);
    contractD = await fx.contract('HT-C-D', orgD);
    contractE = await fx.contract('HT-C-E', orgE);
    tokenD = await signCustomer(t, memberD, orgD);
    tokenE = await signCustomer(t, memberE, orgE);
    support = await staffToken(t, 'support');
    const make = async (
      memberId: number,
      contractId: number,
      price: string,
      count: number,
      placedAt: string,
      receivedAt: string | null,
    ) => {
      const order = await fx.order({
        memberId,
        status: receivedAt ? 3 : 2,
        placedAt,
        history: receivedAt ? [{ toStatus: 3, at: receivedAt }] : [],
      });
      await fx.line(order.id, sku, price, count, contractId);
      return order;
    };
    // Interleaved: 戊's order between 丁's.
    orders = {
      d1: await make(memberD, contractD, '1200.00', 1, '2026-03-30T02:00:00Z', '2026-04-03T02:00:00Z'),
      e1: await make(memberE, contractE, '800.00', 1, '2026-04-01T02:00:00Z', '2026-04-08T02:00:00Z'),
      d2: await make(memberD, contractD, '450.50', 2, '2026-04-10T02:00:00Z', '2026-04-15T02:00:00Z'),
      d3: await make(memberD, contractD, '66.00', 1, '2026-04-12T02:00:00Z', null),
    };
  });

  afterAll(() => t.close());

  it('issues a note against an effective, unpaid order and says what is left, with an audit entry', async () => {
    kit.setNow(new Date('2026-04-20T04:00:00Z'));
    const response = await credit(support, { orderNo: orders.d2.orderNo, amount: '101', reason: ' 质检返工 ' });
    expect(response.body).toMatchObject({
      code: 0,
      message: '减免已开具',
      body: {
        creditNoteNo: expect.stringMatching(/^JM20260420\d{6}$/),
        orderNo: orders.d2.orderNo,
        contractNo: 'HT-C-D',
        amount: '101.00',
        reason: '质检返工',
        issuedOn: '2026-04-20',
        remaining: '800.00',
      },
    });
    const [audit] = await t.dataSource.query<Array<{ target_id: string; after: Record<string, string> }>>(
      `SELECT target_id, after FROM audit_log WHERE action = 'credit-note.record'`,
    );
    expect(audit).toMatchObject({ target_id: orders.d2.orderNo, after: { amount: '101.00', remaining: '800.00' } });

    kit.setNow(new Date('2026-04-25T04:00:00Z'));
    expect(
      (await credit(support, { orderNo: orders.d1.orderNo, amount: '200.00', reason: '延期交付' })).body,
    ).toMatchObject({ code: 0, body: { issuedOn: '2026-04-25', remaining: '1000.00' } });
  });

  it('refuses bad input, orders that cannot be credited and callers who are not support staff, changing nothing', async () => {
    kit.setNow(new Date('2026-05-10T04:00:00Z'));
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        { orderNo: orders.d1.orderNo, amount: '0.00', reason: '测试' },
        400,
        '请输入正确的减免金额（大于0，最多两位小数）',
      ],
      [
        { orderNo: orders.d1.orderNo, amount: '1.234', reason: '测试' },
        400,
        '请输入正确的减免金额（大于0，最多两位小数）',
      ],
      [{ orderNo: orders.d1.orderNo, amount: 5, reason: '测试' }, 400, '请输入正确的减免金额（大于0，最多两位小数）'],
      [{ orderNo: orders.d1.orderNo, amount: '5.00', reason: '   ' }, 400, '请填写减免原因'],
      [{ orderNo: orders.d1.orderNo, amount: '5.00', reason: '因'.repeat(201) }, 400, '减免原因不能超过200个字'],
      [{ orderNo: 'NO-SUCH-ORDER', amount: '5.00', reason: '测试' }, 404, '订单不存在'],
      [{ orderNo: orders.d3.orderNo, amount: '5.00', reason: '测试' }, 422, '订单尚未收样生效，不能减免'],
      // 1000.00 is left on d1.
      [{ orderNo: orders.d1.orderNo, amount: '1000.01', reason: '测试' }, 400, '减免金额不能超过订单未付金额'],
    ];
    for (const [body, code, message] of cases)
      expect((await credit(support, body)).body, JSON.stringify(body)).toMatchObject({ code, message });
    expect((await credit(null, { orderNo: orders.d1.orderNo, amount: '5.00', reason: '测试' })).body.code).toBe(100);
    expect(
      (await credit(await staffToken(t, 'lab'), { orderNo: orders.d1.orderNo, amount: '5.00', reason: '测试' })).body
        .code,
    ).toBe(403);
    // A customer's token on a staff route (admin-access.e2e-spec.ts: every /api/admin route answers 403).
    expect((await credit(tokenD, { orderNo: orders.d1.orderNo, amount: '5.00', reason: '测试' })).body.code).toBe(403);
    const [count] = await t.dataSource.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM credit_note');
    expect(count!.n).toBe(2);
  });

  it('issues one of two notes at once that together would exceed what is owed', async () => {
    kit.setNow(new Date('2026-05-10T04:00:00Z'));
    const results = await Promise.all(
      [1, 2].map(() => credit(support, { orderNo: orders.e1.orderNo, amount: '500.00', reason: '并发减免' })),
    );
    const codes = results.map((result) => result.body.code).sort();
    expect(codes).toEqual([0, 400]);
    expect(results.find((result) => result.body.code === 400)!.body.message).toBe('减免金额不能超过订单未付金额');
    expect((await credit(support, { orderNo: orders.d1.orderNo, amount: '0.01', reason: '尾差' })).body).toMatchObject({
      code: 0,
      body: { remaining: '999.99' },
    });
  });

  it('states the notes in the month issued, lowers the closing balance and the later payment, to the cent', async () => {
    await t.dataSource.query(`UPDATE customer_order SET settled_at = '2026-05-18T02:00:00Z' WHERE id = $1`, [
      orders.d2.id,
    ]);
    // A settled order takes no more notes.
    expect((await credit(support, { orderNo: orders.d2.orderNo, amount: '1.00', reason: '测试' })).body).toMatchObject({
      code: 422,
      message: '订单已结清，不能减免',
    });
    kit.setNow(new Date('2026-06-03T04:00:00Z'));
    expect(await generateStatements(t, '2026-04')).toEqual({ created: 2, existing: 0 });
    expect(await generateStatements(t, '2026-05')).toEqual({ created: 2, existing: 0 });

    const aprilD = await readStatement(t, tokenD, contractD, '2026-04');
    expect(aprilD).toMatchObject({
      openingBalance: '0.00',
      chargesTotal: '2101.00',
      paymentsTotal: '0.00',
      creditsTotal: '301.00',
      closingBalance: '1800.00',
      aging: { days0to30: '1800.00', days31to60: '0.00', days61to90: '0.00', over90: '0.00' },
    });
    expect(aprilD.lines.filter((line) => line.kind === 3)).toEqual([
      expect.objectContaining({
        orderNo: orders.d2.orderNo,
        goodsName: '质检返工',
        amount: '101.00',
        lineDate: '2026-04-20',
      }),
      expect.objectContaining({
        orderNo: orders.d1.orderNo,
        goodsName: '延期交付',
        amount: '200.00',
        lineDate: '2026-04-25',
      }),
    ]);

    const mayD = await readStatement(t, tokenD, contractD, '2026-05');
    expect(mayD).toMatchObject({
      openingBalance: '1800.00',
      chargesTotal: '0.00',
      paymentsTotal: '800.00',
      creditsTotal: '0.01',
      closingBalance: '999.99',
      aging: { days0to30: '0.00', days31to60: '999.99', days61to90: '0.00', over90: '0.00' },
      overdueAmount: '0.00',
      latePenalty: '0.00',
    });
    expect(mayD.lines).toEqual([
      expect.objectContaining({ kind: 2, orderNo: orders.d2.orderNo, amount: '800.00', lineDate: '2026-05-18' }),
      expect.objectContaining({ kind: 3, orderNo: orders.d1.orderNo, amount: '0.01', lineDate: '2026-05-10' }),
    ]);
    expect(JSON.stringify([aprilD, mayD])).not.toContain(orders.e1.orderNo);

    const mayE = await readStatement(t, tokenE, contractE, '2026-05');
    expect(mayE).toMatchObject({ openingBalance: '800.00', creditsTotal: '500.00', closingBalance: '300.00' });
    expect(JSON.stringify(mayE)).not.toContain(orders.d1.orderNo);

    const link = await t.http
      .get('/api/NewBilling/GetStatementPdf')
      .query({ id: await statementIdOf(t, contractD, '2026-05') })
      .set(bearer(tokenD));
    expect(link.body).toMatchObject({ code: 0 });
    const pdf = Buffer.from(await (await fetch(link.body.body.url)).arrayBuffer());
    const text = pdfText(pdf);
    expect(text).toContain('本期减免');
    expect(text).toContain('尾差');
    expect(text).toContain('999.99');
  });
});
