import { DeliveryMode, OrderStatus, type Order } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { isCancelled, orderActions, orderSkuIds, type OrderAction } from './order-actions';

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

/**
 * Spec part 1 section 4, every status with both delivery modes: courier (methodId 1) and pickup (methodId 2,
 * which hides express and print). `cancelled` is the 已取消 badge.
 */
const TABLE: Array<{ status: number; courier: OrderAction[]; pickup: OrderAction[]; cancelled: boolean }> = [
  {
    status: OrderStatus.PendingPayment,
    courier: ['cancel', 'detail', 'pay'],
    pickup: ['cancel', 'detail', 'pay'],
    cancelled: false,
  },
  {
    status: OrderStatus.AwaitingSamples,
    courier: ['express', 'detail', 'print', 'refund'],
    pickup: ['detail', 'refund'],
    cancelled: false,
  },
  { status: OrderStatus.SamplesReceived, courier: ['detail'], pickup: ['detail'], cancelled: false },
  { status: OrderStatus.Completed, courier: ['download'], pickup: ['download'], cancelled: false },
  { status: OrderStatus.Cancelled, courier: ['detail'], pickup: ['detail'], cancelled: true },
];

describe('order buttons per status (spec part 1 section 4)', () => {
  it.each(TABLE)('status $status by courier (methodId 1): $courier', ({ status, courier, cancelled }) => {
    expect(orderActions(order(status, DeliveryMode.Courier))).toEqual(courier);
    expect(isCancelled(order(status))).toBe(cancelled);
  });

  it.each(TABLE)('status $status with pickup (methodId 2): $pickup', ({ status, pickup }) => {
    expect(orderActions(order(status, DeliveryMode.Pickup))).toEqual(pickup);
  });

  it('never offers express or print for pickup orders, in any status', () => {
    for (const { status } of TABLE) {
      const actions = orderActions(order(status, DeliveryMode.Pickup));
      expect(actions).not.toContain('express');
      expect(actions).not.toContain('print');
    }
  });

  it('offers to correct the number once it was saved (express flag cleared)', () => {
    expect(orderActions(order(OrderStatus.AwaitingSamples, DeliveryMode.Courier, false))).toEqual([
      'editExpress',
      'detail',
      'print',
      'refund',
    ]);
  });

  it('offers only the detail for a status the spec does not define', () => {
    expect(orderActions(order(9))).toEqual(['detail']);
    expect(isCancelled(order(9))).toBe(false);
  });

  it('carries the order sku ids to confirm payment without repeats', () => {
    const goods = [{ skuId: 5 }, { skuId: 9 }, { skuId: 5 }] as Order['goods'];
    expect(orderSkuIds({ goods })).toBe('5,9');
  });
});
