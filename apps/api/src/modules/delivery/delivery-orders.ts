import { OrderStatus } from '@seqportal/contract';
import { IllegalOperationError } from '../../common/errors/domain-errors.js';
import type { CustomerOrder } from '../orders/entities/customer-order.entity.js';

/** Delivery happens once the samples are in the lab; a completed order may still receive late reports. */
const DELIVERABLE_STATUSES: readonly number[] = [OrderStatus.SamplesReceived, OrderStatus.Completed];

export function assertDeliverable(order: CustomerOrder): void {
  if (!DELIVERABLE_STATUSES.includes(order.status)) {
    throw new IllegalOperationError('订单收样后才能上传交付文件');
  }
}
