import { DeliveryMode, OrderStatus, type Order } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { orderActions, orderSkuIds } from './order-actions';

type ActionInput = Pick<Order, 'orderStatus' | 'methodId' | 'isExpress'>;
const order = (
  status: number,
  methodId: ActionInput['methodId'] = DeliveryMode.Courier,
  isExpress = true,
): ActionInput => ({
  orderStatus: { id: status as ActionInput['orderStatus']['id'], name: '' },
  methodId,
  isExpress,
});

describe('order buttons per status (spec part 1 section 4)', () => {
  it('offers cancel, detail and confirm payment while pending payment', () => {
    expect(orderActions(order(OrderStatus.PendingPayment))).toEqual(['cancel', 'detail', 'pay']);
  });

  it('offers express, detail, print and the refund link while awaiting samples sent by courier', () => {
    expect(orderActions(order(OrderStatus.AwaitingSamples))).toEqual(['express', 'detail', 'print', 'refund']);
  });

  it('hides express and print for pickup orders (methodId 2)', () => {
    expect(orderActions(order(OrderStatus.AwaitingSamples, DeliveryMode.Pickup))).toEqual(['detail', 'refund']);
  });

  it('hides express once the number was saved (express flag cleared)', () => {
    expect(orderActions(order(OrderStatus.AwaitingSamples, DeliveryMode.Courier, false))).toEqual([
      'detail',
      'print',
      'refund',
    ]);
  });

  it('offers the detail only once samples are received, download when completed, detail when cancelled', () => {
    expect(orderActions(order(OrderStatus.SamplesReceived))).toEqual(['detail']);
    expect(orderActions(order(OrderStatus.Completed))).toEqual(['download']);
    expect(orderActions(order(OrderStatus.Cancelled))).toEqual(['detail']);
  });

  it('carries the order sku ids to confirm payment without repeats', () => {
    const goods = [{ skuId: 5 }, { skuId: 9 }, { skuId: 5 }] as Order['goods'];
    expect(orderSkuIds({ goods })).toBe('5,9');
  });
});
