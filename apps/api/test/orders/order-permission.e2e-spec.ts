import { newSubAccount } from '../certification/certification-kit.js';
import type { TestCustomer } from '../support/customer-session.js';
import { as } from './orders-test-kit.js';
import { createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

const NO_ORDER_PERMISSION = '您没有下单权限，请联系主账号开通';

/** The order permission a main account grants or withholds (business management) is enforced by the server. */
describe('sub-account order permission', () => {
  let t: DemoApp;
  let wgs: number;
  let organisationId: number;

  beforeAll(async () => {
    t = await createDemoApp();
    wgs = await skuIdOf(t, 'WGS-HU-30X');
    const [row] = await t.dataSource.query('SELECT organisation_id FROM member WHERE id = $1', [t.shanghai.memberId]);
    organisationId = row.organisation_id;
  });
  afterAll(() => t.close());

  const submit = (who: TestCustomer) =>
    as(t, who).post('/api/NewOrder/SubmitOrder', { type: 2, propertyType: 0, skuList: [{ skuId: wgs, count: 1 }] });
  const grant = (sub: TestCustomer, canOrder: boolean) =>
    as(t, t.shanghai).post('/api/NewBusiness/UpdateSubAccount', { id: sub.memberId, canOrder });
  const ordersOf = async (memberId: number) =>
    (await t.dataSource.query('SELECT count(*)::int AS count FROM customer_order WHERE member_id = $1', [memberId]))[0]
      .count as number;

  it('lets a sub-account with the permission order, and refuses it with 403 once the main account withdraws it', async () => {
    const sub = await newSubAccount(t, organisationId);
    const allowed = await submit(sub);
    expect(allowed.body).toMatchObject({ code: 0, body: { orderNo: expect.stringMatching(/^\d{16}$/) } });
    expect(await ordersOf(sub.memberId)).toBe(1);

    expect((await grant(sub, false)).body).toMatchObject({ code: 0, body: { canOrder: false } });
    expect((await submit(sub)).body).toEqual({ code: 403, message: NO_ORDER_PERMISSION, body: null });
    // Nothing was created by the refused call.
    expect(await ordersOf(sub.memberId)).toBe(1);

    expect((await grant(sub, true)).body.body.canOrder).toBe(true);
    expect((await submit(sub)).body.code).toBe(0);
    expect(await ordersOf(sub.memberId)).toBe(2);
  });

  it('refuses every ordering call to a sub-account without the permission, and to one still pending', async () => {
    const withheld = await newSubAccount(t, organisationId);
    await grant(withheld, false);
    const pending = await newSubAccount(t, organisationId, 'pending');
    const calls: Array<[string, object]> = [
      ['/api/NewOrder/SubmitOrder', { type: 2, propertyType: 0, skuList: [{ skuId: wgs, count: 1 }] }],
      ['/api/NewOrder/PayOrder', { orderNo: '0000000000000000' }],
      ['/api/NewOrder/SyncProductShoppingCat', { contractId: 1, skuList: [{ skuId: wgs, count: 1 }] }],
      ['/api/NewOrder/BatchSubmitOrder', { type: 2, propertyType: 1, contractId: 1 }],
      ['/api/NewAnalysis/SubmitAnalysis', {}],
    ];
    for (const who of [withheld, pending]) {
      for (const [path, body] of calls) {
        const response = await as(t, who).post(path, body);
        expect({ path, body: response.body }).toEqual({
          path,
          body: { code: 403, message: NO_ORDER_PERMISSION, body: null },
        });
      }
      expect(await ordersOf(who.memberId)).toBe(0);
    }
  });

  it('keeps the main account and a personal account ordering, and still asks a visitor to sign in', async () => {
    expect((await submit(t.shanghai)).body.code).toBe(0);
    expect((await submit(t.personal)).body.code).toBe(0);
    const visitor = await as(t, null).post('/api/NewOrder/SubmitOrder', { type: 2, propertyType: 0, skuList: [] });
    expect(visitor.body.code).toBe(100);
  });
});
