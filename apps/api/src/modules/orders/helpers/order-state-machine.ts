import { ORDER_STATUS_LABELS, OrderStatus, type OrderStatusValue } from '@seqportal/contract';
import { IllegalOperationError } from '../../../common/errors/domain-errors.js';

/** Everything that moves an order; each order change names one of these. */
export const OrderEvent = {
  /** PayOrder: placed on credit, a pickup booked or a courier chosen. */
  Place: 'place',
  /** CancelOrder by the customer, only before it is placed. */
  Cancel: 'cancel',
  /** The lab received every sample of the order. */
  ReceiveSamples: 'receive-samples',
  /** Data delivered: the lab completes the order. */
  Complete: 'complete',
} as const;

export type OrderEventValue = (typeof OrderEvent)[keyof typeof OrderEvent];

const TRANSITIONS: Record<OrderEventValue, { from: readonly OrderStatusValue[]; to: OrderStatusValue }> = {
  [OrderEvent.Place]: { from: [OrderStatus.PendingPayment], to: OrderStatus.AwaitingSamples },
  [OrderEvent.Cancel]: { from: [OrderStatus.PendingPayment], to: OrderStatus.Cancelled },
  [OrderEvent.ReceiveSamples]: { from: [OrderStatus.AwaitingSamples], to: OrderStatus.SamplesReceived },
  [OrderEvent.Complete]: { from: [OrderStatus.SamplesReceived], to: OrderStatus.Completed },
};

/** Why an event is refused in a given status, in the words the customer or lab user sees. */
const REFUSALS: Record<OrderEventValue, string> = {
  [OrderEvent.Place]: '该订单已下单，不能重复下单',
  [OrderEvent.Cancel]: '只有待付款的订单可以取消',
  [OrderEvent.ReceiveSamples]: '只有待收样的订单可以收样',
  [OrderEvent.Complete]: '只有已收样的订单可以完成',
};

const CANCELLED_REFUSAL = '该订单已取消，不能下单';

export interface OrderTransition {
  event: OrderEventValue;
  from: OrderStatusValue;
  to: OrderStatusValue;
}

/** The status an event leads to, or an IllegalOperationError (code 422) naming the current status. */
export function transitionOrder(current: OrderStatusValue, event: OrderEventValue): OrderTransition {
  const rule = TRANSITIONS[event];
  if (!rule.from.includes(current)) {
    // "Already placed" would be wrong for a cancelled order, which can no longer be placed at all.
    const refusal =
      event === OrderEvent.Place && current === OrderStatus.Cancelled ? CANCELLED_REFUSAL : REFUSALS[event];
    throw new IllegalOperationError(`${refusal}（当前状态：${ORDER_STATUS_LABELS[current]}）`);
  }
  return { event, from: current, to: rule.to };
}

export function canTransition(current: OrderStatusValue, event: OrderEventValue): boolean {
  return TRANSITIONS[event].from.includes(current);
}
