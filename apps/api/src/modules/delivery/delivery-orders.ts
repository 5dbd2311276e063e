import { OrderStatus } from '@seqportal/contract';
import type { EntityManager } from 'typeorm';
import { IllegalOperationError, NotFoundError } from '../../common/errors/domain-errors.js';
import { CustomerOrder } from '../orders/entities/customer-order.entity.js';

export const ORDER_NOT_FOUND = '订单不存在';

/** Delivery happens once the samples are in the lab; a completed order may still receive late reports. */
const DELIVERABLE_STATUSES: readonly number[] = [OrderStatus.SamplesReceived, OrderStatus.Completed];

/** The customer's own order, or 404: another customer's order answers exactly like a missing one. */
export async function findOwnOrder(manager: EntityManager, memberId: number, orderNo: string): Promise<CustomerOrder> {
  const order = await manager.getRepository(CustomerOrder).findOne({ where: { orderNo, memberId } });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** Any order, for staff; locked until the transaction ends when a manager inside one asks for it. */
export async function findOrderForStaff(manager: EntityManager, orderNo: string, lock = false): Promise<CustomerOrder> {
  const order = await manager.getRepository(CustomerOrder).findOne({
    where: { orderNo },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** The order row locked for the rest of the transaction, so that changes to its files run one after the other. */
export async function lockOrderById(manager: EntityManager, orderId: number): Promise<CustomerOrder> {
  const order = await manager
    .getRepository(CustomerOrder)
    .findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

export function assertDeliverable(order: CustomerOrder): void {
  if (!DELIVERABLE_STATUSES.includes(order.status)) {
    throw new IllegalOperationError('订单收样后才能上传交付文件');
  }
}
