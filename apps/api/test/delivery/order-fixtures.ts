import { randomInt } from 'node:crypto';
import type { OrderStatusValue } from '@seqportal/contract';
import type { TestApp } from '../support/test-app.js';

export interface OrderFixture {
  id: number;
  orderNo: string;
}

/**
 * An order row in a given status, for tests of what the lab does with orders (the ordering flow that creates them
 * is tested in test/orders). The number has the shop's shape: digits only.
 */
export async function createOrder(t: TestApp, memberId: number, status: OrderStatusValue): Promise<OrderFixture> {
  const orderNo = `${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const [row]: Array<{ id: number }> = await t.dataSource.query(
    `INSERT INTO customer_order (order_no, member_id, organisation_id, status, type, property_type, total_price, order_amount, placed_at)
     SELECT $1, id, organisation_id, $3, 2, 0, 100, 100, now() FROM member WHERE id = $2 RETURNING id`,
    [orderNo, memberId, status],
  );
  return { id: row!.id, orderNo };
}
