import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import type { TestCustomer } from '../support/customer-session.js';
import { as, firstAddressId, giveOrderSettings, setClock, setCredit } from './orders-test-kit.js';
import { createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';
import { countStatements, type StatementCounter } from '../support/statement-counter.js';

/**
 * No N+1 on the ordering path: add-to-cart, SubmitOrder and PayOrder cost the same number of SQL statements
 * for one goods line as for five, within a budget per call. Every statement of the app's DataSource goes through its logger, which the
 * test swaps for a counter.
 */
describe('SQL statements per ordering call', () => {
  let t: DemoApp;
  let counter: StatementCounter;
  let skuIds: number[];
  const addressIds = new Map<TestCustomer, number>();

  beforeAll(async () => {
    t = await createDemoApp();
    skuIds = await Promise.all(
      ['WGS-HU-30X', 'WGS-HU-50X', 'WES-HU-100X', 'RNA-EUK-6G', 'AMP-16S-V34'].map((code) => skuIdOf(t, code)),
    );
    addressIds.set(t.shanghai, await firstAddressId(t, t.shanghai));
    // The personal account orders too: order settings and a pickup address of its own.
    await giveOrderSettings(t, t.personal);
    const [address] = await t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO member_address (member_id, name, phone, province, city, district, district_code, address, is_default)
       VALUES ($1, '测试', '13900000000', '上海市', '上海市', '浦东新区', '310115', '张江高科技园区', FALSE) RETURNING id`,
      [t.personal.memberId],
    );
    addressIds.set(t.personal, address!.id);
    counter = countStatements(t.dataSource);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // 09:30 on 10 March 2026 in Shanghai: a pickup that afternoon is valid.
    setClock(t, '2026-03-10T01:30:00Z');
    await setCredit(t, t.shanghai, '900000.00', '0.00');
    await setCredit(t, t.personal, '900000.00', '0.00');
  });
  afterEach(() => vi.restoreAllMocks());

  async function count(call: () => PromiseLike<{ body: { code: number; message: string } }>): Promise<number> {
    counter.reset();
    const response = await call();
    expect(response.body).toMatchObject({ code: 0 });
    return counter.statements.length;
  }

  /** Statements of each step for an order of `lines` goods lines. */
  async function flow(who: TestCustomer, lines: number): Promise<{ add: number; submit: number; pay: number }> {
    const caller = as(t, who);
    // As the web client calls them: SubmitOrder and PayOrder with an Idempotency-Key of their own.
    const keyed = () => as(t, who, { 'Idempotency-Key': randomUUID() });
    const add = await count(() =>
      caller.post('/api/NewShoppingCart/AddShoppingCart', { skuId: skuIds[0], qty: 1, cartType: 1, propertyType: 0 }),
    );
    let orderNo = '';
    const submit = await count(async () => {
      const response = await keyed().post('/api/NewOrder/SubmitOrder', {
        type: 2,
        propertyType: 0,
        skuList: skuIds.slice(0, lines).map((skuId) => ({ skuId, count: 2 })),
      });
      orderNo = response.body.body?.orderNo;
      return response;
    });
    const pay = await count(() =>
      keyed().post('/api/NewOrder/PayOrder', {
        orderNo,
        auditType: 3,
        mode: 2,
        labName: '上海实验室',
        agreement: true,
        addersid: addressIds.get(who),
        datatime: '2026-03-10 14:00',
        couriernumber: '',
        speciesId: 2,
        skuIds: '',
      }),
    );
    return { add, submit, pay };
  }

  // Budgets, so that a per-line query creeping in elsewhere (prices, contracts, history) is noticed. START
  // TRANSACTION and COMMIT count: they are round trips too. Issue 22 brought a keyed order from 30 statements to 24,
  // then to 11 (13 for a company member):
  //  - add-to-cart: the SKU priced with its contract scope, then the upsert;
  //  - SubmitOrder: the SKUs priced; in the transaction one statement claims the Idempotency-Key, writes the order,
  //    its goods, its history and the answer the key replays, and removes the ordered items from the cart;
  //  - PayOrder: one statement reads what the checks need (order, SKUs priced under its contract, delivery labs,
  //    pickup address, order settings, terms version); in the transaction one statement claims the key and locks
  //    the order and the credit row, and one writes the credit, the order's transition, its history and the answer.
  // A company member's SubmitOrder and PayOrder each also read the member's order permission (issue 18: a
  // sub-account orders only when its main account allows it), one SELECT each before the body is validated; a
  // personal account skips it.
  it('costs a personal account at most 11 statements per order, the same for five goods lines as for one', async () => {
    const one = await flow(t.personal, 1);
    const five = await flow(t.personal, 5);
    expect(five).toEqual(one);
    // Every call writes, so a counter that saw nothing would be broken, not fast.
    expect(Math.min(one.add, one.submit, one.pay)).toBeGreaterThan(0);
    expect(one.add).toBeLessThanOrEqual(2);
    expect(one.submit).toBeLessThanOrEqual(4);
    expect(one.pay).toBeLessThanOrEqual(5);
    expect(one.add + one.submit + one.pay).toBeLessThanOrEqual(11);
  });

  it('costs a company member at most 13 statements per order (its order permission read once per call)', async () => {
    const one = await flow(t.shanghai, 1);
    const five = await flow(t.shanghai, 5);
    expect(five).toEqual(one);
    expect(one.add).toBeLessThanOrEqual(2);
    expect(one.submit).toBeLessThanOrEqual(4 + 1);
    expect(one.pay).toBeLessThanOrEqual(5 + 1);
    expect(one.add + one.submit + one.pay).toBeLessThanOrEqual(13);
  });
});
