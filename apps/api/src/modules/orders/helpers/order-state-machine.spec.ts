import { ErrorCode, OrderStatus } from '@seqportal/contract';
import { DomainError } from '../../../common/errors/domain-errors.js';
import { OrderEvent, canTransition, transitionOrder } from './order-state-machine.js';

describe('order state machine', () => {
  it('follows the life of an order: placed, samples received, completed', () => {
    expect(transitionOrder(OrderStatus.PendingPayment, OrderEvent.Place).to).toBe(OrderStatus.AwaitingSamples);
    expect(transitionOrder(OrderStatus.AwaitingSamples, OrderEvent.ReceiveSamples).to).toBe(
      OrderStatus.SamplesReceived,
    );
    expect(transitionOrder(OrderStatus.SamplesReceived, OrderEvent.Complete).to).toBe(OrderStatus.Completed);
  });

  it('cancels only a pending order', () => {
    expect(transitionOrder(OrderStatus.PendingPayment, OrderEvent.Cancel)).toEqual({
      event: OrderEvent.Cancel,
      from: OrderStatus.PendingPayment,
      to: OrderStatus.Cancelled,
    });
    for (const status of [
      OrderStatus.AwaitingSamples,
      OrderStatus.SamplesReceived,
      OrderStatus.Completed,
      OrderStatus.Cancelled,
    ]) {
      expect(canTransition(status, OrderEvent.Cancel)).toBe(false);
    }
  });

  it('refuses an illegal transition with code 422 and a message naming the current status', () => {
    let error: unknown;
    try {
      transitionOrder(OrderStatus.Completed, OrderEvent.Cancel);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(ErrorCode.IllegalOperation);
    expect((error as DomainError).message).toBe('只有待付款的订单可以取消（当前状态：已完成）');
  });

  it('never places an order twice or completes one before its samples arrive', () => {
    expect(() => transitionOrder(OrderStatus.AwaitingSamples, OrderEvent.Place)).toThrow('该订单已下单，不能重复下单');
    expect(() => transitionOrder(OrderStatus.AwaitingSamples, OrderEvent.Complete)).toThrow('只有已收样的订单可以完成');
    expect(() => transitionOrder(OrderStatus.Cancelled, OrderEvent.ReceiveSamples)).toThrow('只有待收样的订单可以收样');
  });

  it('says that a cancelled order cannot be placed, rather than that it was placed already', () => {
    expect(() => transitionOrder(OrderStatus.Cancelled, OrderEvent.Place)).toThrow(
      '该订单已取消，不能下单（当前状态：已取消）',
    );
    expect(() => transitionOrder(OrderStatus.Completed, OrderEvent.Place)).toThrow(
      '该订单已下单，不能重复下单（当前状态：已完成）',
    );
  });
});
