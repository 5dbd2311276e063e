import { OrderStatus, type OrderStatusValue } from '@seqportal/contract';

/** The order's own steps on the detail page, in order; cancelled orders show a notice instead. */
export const ORDER_PROGRESS_STEPS = ['提交订单', '待收样', '已收样', '已完成'] as const;

/**
 * The index of the step the order is at: pending payment is at its first step, awaiting samples at the second,
 * and so on; a completed order has every step done (index past the end), a cancelled one none (-1).
 */
export function orderProgressIndex(status: OrderStatusValue | number): number {
  switch (status) {
    case OrderStatus.PendingPayment:
      return 0;
    case OrderStatus.AwaitingSamples:
      return 1;
    case OrderStatus.SamplesReceived:
      return 2;
    case OrderStatus.Completed:
      return ORDER_PROGRESS_STEPS.length;
    default:
      return -1;
  }
}
