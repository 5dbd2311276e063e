import { vi } from 'vitest';
import { Clock } from '../../src/modules/orders/clock.js';
import { bearer } from '../support/bearer.js';
import type { TestCustomer } from '../support/customer-session.js';
import type { TestApp } from '../support/test-app.js';

/** Requests as one customer (or as a visitor with `null`). */
export function as(t: TestApp, who: TestCustomer | null, headers: Record<string, string> = {}) {
  const auth = (request: ReturnType<TestApp['http']['get']>) => {
    const withAuth = who ? request.set(bearer(who.token)) : request;
    for (const [name, value] of Object.entries(headers)) withAuth.set(name, value);
    return withAuth;
  };
  return {
    get: (path: string, query: Record<string, unknown> = {}) => auth(t.http.get(path).query(query)),
    post: (path: string, body: object = {}, query: Record<string, unknown> = {}) =>
      auth(t.http.post(path).query(query).send(body)),
  };
}

/**
 * Puts the server's clock at an instant: the pickup-hour rules read "now" from the Clock provider, so the tests
 * do not depend on the time of day they run at.
 */
export function setClock(t: TestApp, iso: string): void {
  vi.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(iso));
}

/** Creates a pending order through SubmitOrder and answers its number. */
export async function submitOrder(
  t: TestApp,
  who: TestCustomer,
  skuList: Array<{ skuId: number; count: number }>,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await as(t, who).post('/api/NewOrder/SubmitOrder', { type: 2, propertyType: 0, skuList, ...extra });
  if (response.body.code !== 0) throw new Error(`SubmitOrder answered ${JSON.stringify(response.body)}`);
  return response.body.body.orderNo as string;
}

export interface OrderRow {
  id: number;
  status: number;
  member_id: number;
  is_pay: boolean;
  is_express: boolean;
  credit_pending: boolean;
  mode: number | null;
  lab_name: string | null;
  pickup_time: Date | null;
  pickup_address: Record<string, unknown> | null;
  courier_number: string | null;
  express_number: string | null;
  barcode_no: string | null;
  agreement_accepted_at: Date | null;
  agreement_version: number | null;
  placed_at: Date | null;
  cancelled_at: Date | null;
  total_price: string;
  order_amount: string;
  contract_id: number | null;
}

export async function orderRow(t: TestApp, orderNo: string): Promise<OrderRow> {
  const rows: OrderRow[] = await t.dataSource.query('SELECT * FROM customer_order WHERE order_no = $1', [orderNo]);
  if (!rows[0]) throw new Error(`No order ${orderNo}`);
  return rows[0];
}

export async function historyOf(t: TestApp, orderNo: string) {
  return t.dataSource.query<
    Array<{ event: string; from_status: number | null; to_status: number; actor_type: string; actor_id: number | null }>
  >(
    `SELECT h.event, h.from_status, h.to_status, h.actor_type, h.actor_id
     FROM order_history h JOIN customer_order o ON o.id = h.order_id WHERE o.order_no = $1 ORDER BY h.id`,
    [orderNo],
  );
}

/** The credit row of an organisation or a member (null when none exists yet). */
export async function creditOf(t: TestApp, who: TestCustomer) {
  const rows: Array<{ credit_limit: string | null; unpaid_total: string; unpaid_cap: string }> =
    await t.dataSource.query(
      who.organisationId === null
        ? 'SELECT credit_limit, unpaid_total, unpaid_cap FROM customer_credit WHERE member_id = $1'
        : 'SELECT credit_limit, unpaid_total, unpaid_cap FROM customer_credit WHERE organisation_id = $1',
      [who.organisationId ?? who.memberId],
    );
  return rows[0] ?? null;
}

/** Sets (creating if needed) the credit of a customer, for tests of the credit rules. */
export async function setCredit(
  t: TestApp,
  who: TestCustomer,
  creditLimit: string | null,
  unpaidTotal: string,
  unpaidCap = '1000000.00',
) {
  const owner = who.organisationId === null ? 'member_id' : 'organisation_id';
  await t.dataSource.query(
    `INSERT INTO customer_credit (${owner}, credit_limit, unpaid_total, unpaid_cap) VALUES ($1, $2, $3, $4)
     ON CONFLICT (${owner}) DO UPDATE SET credit_limit = EXCLUDED.credit_limit, unpaid_total = EXCLUDED.unpaid_total, unpaid_cap = EXCLUDED.unpaid_cap`,
    [who.organisationId ?? who.memberId, creditLimit, unpaidTotal, unpaidCap],
  );
}

/** Gives a member order settings (what SaveOrderSetting stores), so that PayOrder passes the 182 check. */
export async function giveOrderSettings(t: TestApp, who: TestCustomer): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO order_setting (member_id, me_name, me_moblie, me_email) VALUES ($1, '测试联系人', '13900000000', 'test@example.cn;')
     ON CONFLICT (member_id) DO NOTHING`,
    [who.memberId],
  );
}

export async function firstAddressId(t: TestApp, who: TestCustomer): Promise<number> {
  const rows: Array<{ id: number }> = await t.dataSource.query(
    'SELECT id FROM member_address WHERE member_id = $1 ORDER BY id',
    [who.memberId],
  );
  if (!rows[0]) throw new Error(`Member ${who.memberId} has no address`);
  return rows[0].id;
}
