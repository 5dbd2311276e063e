import { bearer } from '../support/bearer.js';
import { staffToken } from '../support/staff-session.js';
import type { TestApp } from '../support/test-app.js';
import { billingTestApp, signCustomer } from './billing-fixtures.js';
import { generateStatements, readStatement, requestStatement, statementIdOf } from './statement-test-kit.js';

/*
 * A credit note lowers what the customer owes on credit (customer_credit.unpaid_total), which GetOverview's balance
 * and ordering's credit check read. Hand-computed, organisation 庚 (limit 10000.00, unpaid 3000.00 = its orders
 * g1 1000.00 + g2 2000.00) beside 辛 (limit 5000.00, unpaid 800.00, order x1 800.00):
 *   note 123.45 on g1 → unpaid 2876.55, balance 7123.45; 辛 untouched at 800.00 / 4200.00.
 *   concurrently: notes 10.00 + 20.00 + 30.40 (g2) and three order placements of 100.00 each, as PayOrder takes
 *   the credit row → 2876.55 - 60.40 + 300.00 = 3116.15.
 *   辛 whose recorded unpaid total (50.00) is below a note of 300.00 on x1: unpaid 0.00, never negative.
 */
describe('credit notes lower the unpaid total', () => {
  let t: TestApp;
  let support: string;
  let tokenG: string;
  let tokenX: string;
  let orgG: number;
  let orgX: number;
  let contractG: number;
  let orders: Record<'g1' | 'g2' | 'x1', { id: number; orderNo: string }>;

  const credit = (body: Record<string, unknown>) =>
    t.http.post('/api/admin/statements/credit-notes').set(bearer(support)).send(body);
  const unpaid = async (organisationId: number) => {
    const [row] = await t.dataSource.query<Array<{ unpaid: string }>>(
      'SELECT unpaid_total::text AS unpaid FROM customer_credit WHERE organisation_id = $1',
      [organisationId],
    );
    return row!.unpaid;
  };
  const balance = async (token: string) => {
    const response = await t.http.get('/api/NewBilling/GetOverview').set(bearer(token));
    expect(response.body).toMatchObject({ code: 0 });
    return (response.body.body as { balance: string | null }).balance;
  };
  /** An order placed on credit as PayOrder does it: the credit row locked, the amount added, in one transaction. */
  const placeOnCredit = (organisationId: number, amount: string) =>
    t.dataSource.transaction(async (manager) => {
      await manager.query('SELECT id FROM customer_credit WHERE organisation_id = $1 FOR UPDATE', [organisationId]);
      await manager.query(
        'UPDATE customer_credit SET unpaid_total = unpaid_total + $2::numeric WHERE organisation_id = $1',
        [organisationId, amount],
      );
    });

  beforeAll(async () => {
    const kit = await billingTestApp({ now: new Date('2026-05-12T04:00:00Z'), staff: true });
    t = kit.t;
    const { fx } = kit;
    const sku = kit.skus[0].id;
    orgG = await fx.organisation('庚未付测试有限公司');
    orgX = await fx.organisation('辛未付测试有限公司');
    const memberG = await fx.member('庚管理员', orgG, true);
    const memberX = await fx.member('辛管理员', orgX, true);
    contractG = await fx.contract('HT-U-G', orgG);
    const contractX = await fx.contract('HT-U-X', orgX);
    await fx.credit(orgG, '10000.00', '3000.00');
    await fx.credit(orgX, '5000.00', '800.00');
    tokenG = await signCustomer(t, memberG, orgG);
    tokenX = await signCustomer(t, memberX, orgX);
    support = await staffToken(t, 'support');
    const make = async (memberId: number, contractId: number, price: string, placedAt: string) => {
      const order = await fx.order({
        memberId,
        status: 3,
        placedAt,
        history: [{ toStatus: 3, at: placedAt }],
      });
      await fx.line(order.id, sku, price, 1, contractId);
      return order;
    };
    orders = {
      g1: await make(memberG, contractG, '1000.00', '2026-04-02T02:00:00Z'),
      x1: await make(memberX, contractX, '800.00', '2026-04-03T02:00:00Z'),
      g2: await make(memberG, contractG, '2000.00', '2026-04-04T02:00:00Z'),
    };
  });

  afterAll(() => t.close());

  it('lowers the unpaid total and raises the overview balance by the note, to the cent, and nobody else’s', async () => {
    expect(await balance(tokenG)).toBe('7000.00');
    const response = await credit({ orderNo: orders.g1.orderNo, amount: '123.45', reason: '延期交付' });
    expect(response.body).toMatchObject({ code: 0, body: { amount: '123.45', remaining: '876.55' } });
    expect(await unpaid(orgG)).toBe('2876.55');
    expect(await balance(tokenG)).toBe('7123.45');
    expect(await unpaid(orgX)).toBe('800.00');
    expect(await balance(tokenX)).toBe('4200.00');
    const [audit] = await t.dataSource.query<Array<{ before: Record<string, string>; after: Record<string, string> }>>(
      `SELECT before, after FROM audit_log WHERE action = 'credit-note.record' AND target_id = $1`,
      [orders.g1.orderNo],
    );
    expect(audit).toMatchObject({ before: { unpaidTotal: '3000.00' }, after: { unpaidTotal: '2876.55' } });
  });

  it('keeps every amount when notes and orders on credit run at once', async () => {
    const results = await Promise.all([
      credit({ orderNo: orders.g2.orderNo, amount: '10.00', reason: '并发一' }),
      placeOnCredit(orgG, '100.00'),
      credit({ orderNo: orders.g2.orderNo, amount: '20.00', reason: '并发二' }),
      placeOnCredit(orgG, '100.00'),
      credit({ orderNo: orders.g2.orderNo, amount: '30.40', reason: '并发三' }),
      placeOnCredit(orgG, '100.00'),
    ]);
    for (const result of results) if (result) expect((result as { body: { code: number } }).body.code).toBe(0);
    expect(await unpaid(orgG)).toBe('3116.15');
    expect(await balance(tokenG)).toBe('6883.85');
    expect(await unpaid(orgX)).toBe('800.00');
  });

  it('never lowers the unpaid total below zero', async () => {
    await t.dataSource.query('UPDATE customer_credit SET unpaid_total = 50.00 WHERE organisation_id = $1', [orgX]);
    const response = await credit({ orderNo: orders.x1.orderNo, amount: '300.00', reason: '质量问题' });
    expect(response.body).toMatchObject({ code: 0, body: { remaining: '500.00' } });
    expect(await unpaid(orgX)).toBe('0.00');
    expect(await balance(tokenX)).toBe('5000.00');
  });

  it('refuses a note over what the order owes and changes no total', async () => {
    const response = await credit({ orderNo: orders.x1.orderNo, amount: '500.01', reason: '测试' });
    expect(response.body).toMatchObject({ code: 400, message: '减免金额不能超过订单未付金额' });
    expect(await unpaid(orgX)).toBe('0.00');
    expect(await unpaid(orgG)).toBe('3116.15');
  });

  it('shows one organisation’s statement to it alone: another customer gets 404', async () => {
    expect(await generateStatements(t, '2026-04')).toEqual({ created: 2, existing: 0 });
    expect(await readStatement(t, tokenG, contractG, '2026-04')).toMatchObject({ contractNo: 'HT-U-G' });
    const other = await requestStatement(t, tokenX, await statementIdOf(t, contractG, '2026-04'));
    expect(other.body.code).toBe(404);
  });
});
