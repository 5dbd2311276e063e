import type { EntityManager } from 'typeorm';
import { NotFoundError } from '../../common/errors/domain-errors.js';
import { CustomerOrder } from '../orders/entities/customer-order.entity.js';
import { ORDER_NOT_FOUND } from '../orders/order-lookup.service.js';

/**
 * Any customer's order by its number, locked for the rest of the transaction: every lab action on an order's
 * samples runs one after the other, so two receipts can never both miss that the last sample arrived.
 */
export async function lockOrderByNo(manager: EntityManager, orderNo: string): Promise<CustomerOrder> {
  const order = await manager.getRepository(CustomerOrder).findOne({
    where: { orderNo: orderNo.trim() },
    lock: { mode: 'pessimistic_write' },
  });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

export async function lockOrderById(manager: EntityManager, orderId: number): Promise<CustomerOrder> {
  const order = await manager.getRepository(CustomerOrder).findOne({
    where: { id: orderId },
    lock: { mode: 'pessimistic_write' },
  });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}
