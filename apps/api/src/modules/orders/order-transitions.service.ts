import { Injectable } from '@nestjs/common';
import type { OrderStatusValue } from '@seqportal/contract';
import type { EntityManager } from 'typeorm';
import { NotFoundError } from '../../common/errors/domain-errors.js';
import { Clock } from './clock.js';
import { CustomerOrder } from './entities/customer-order.entity.js';
import type { OrderActor } from './entities/order-history.entity.js';
import {
  OrderEvent,
  transitionOrder,
  type OrderEventValue,
  type OrderTransition,
} from './helpers/order-state-machine.js';
import { ORDER_NOT_FOUND } from './order-lookup.service.js';

/** History events for changes that keep the status. */
export const OrderChange = {
  Create: 'create',
  Express: 'express',
} as const;

export type OrderChangeValue = (typeof OrderChange)[keyof typeof OrderChange];

export interface AppliedTransition {
  order: CustomerOrder;
  transition: OrderTransition;
}

/**
 * The one way an order's status changes: the state machine decides, the row is updated and the history written,
 * all through the caller's transaction. Used by PayOrder and CancelOrder here and by the lab module for
 * ReceiveSamples and Complete.
 */
@Injectable()
export class OrderTransitionsService {
  constructor(private readonly clock: Clock) {}

  /**
   * Locks the order, applies `event` (an illegal one throws the state machine's 422 message), saves `changes`
   * with the new status and records who did it. Ownership is the caller's concern (OrderLookupService).
   */
  async apply(
    manager: EntityManager,
    orderId: number,
    event: OrderEventValue,
    actor: OrderActor,
    changes: Partial<Pick<CustomerOrder, ChangeableField>> = {},
  ): Promise<AppliedTransition> {
    const order = await manager
      .getRepository(CustomerOrder)
      .findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    return this.applyLocked(manager, order, event, actor, changes);
  }

  /** As apply, for an order the caller has already read FOR UPDATE in this transaction. */
  async applyLocked(
    manager: EntityManager,
    order: CustomerOrder,
    event: OrderEventValue,
    actor: OrderActor,
    changes: Partial<Pick<CustomerOrder, ChangeableField>> = {},
  ): Promise<AppliedTransition> {
    const transition = transitionOrder(order.status, event);
    const timestamps = event === OrderEvent.Cancel ? { cancelledAt: this.clock.now() } : {};
    const update = { ...changes, ...timestamps, status: transition.to };
    await manager.getRepository(CustomerOrder).update({ id: order.id }, update);
    Object.assign(order, update);
    await this.record(manager, order.id, event, transition.from, transition.to, actor);
    return { order, transition };
  }

  /** Writes one history row; for changes without a status change, from and to are the current status. */
  async record(
    manager: EntityManager,
    orderId: number,
    event: OrderEventValue | OrderChangeValue,
    from: OrderStatusValue | null,
    to: OrderStatusValue,
    actor: OrderActor,
    detail: Record<string, unknown> | null = null,
  ): Promise<void> {
    await manager.query(
      'INSERT INTO order_history (order_id, event, from_status, to_status, actor_type, actor_id, detail) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [orderId, event, from, to, actor.type, actor.id, detail === null ? null : JSON.stringify(detail)],
    );
  }
}

/** What a transition may change besides the status (never the owner, number or money of the order). */
type ChangeableField =
  | 'isPay'
  | 'isExpress'
  | 'creditPending'
  | 'mode'
  | 'labName'
  | 'pickupAddress'
  | 'pickupTime'
  | 'courierNumber'
  | 'speciesId'
  | 'agreementAcceptedAt'
  | 'agreementVersion'
  | 'expressNumber'
  | 'barcodeNo'
  | 'placedAt'
  | 'cancelledAt';
