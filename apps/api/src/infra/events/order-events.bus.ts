import { Injectable } from '@nestjs/common';
import type { OrderLiveEvent } from '@seqportal/contract';
import { LiveEventsBus } from './live-events.bus.js';

/** What an order-event listener receives: the event and a unique id, which SSE clients see as the message id. */
export interface OrderEventEnvelope {
  id: string;
  memberId: number;
  event: OrderLiveEvent;
}

export type OrderEventListener = (envelope: OrderEventEnvelope) => void;

const TOPIC_PREFIX = 'order-events:member:';

/** Order events of one member, on the live events bus: one topic per member. */
@Injectable()
export class OrderEventsBus {
  constructor(private readonly bus: LiveEventsBus) {}

  /** Publishes after the change is committed; a failure is logged, not thrown (see LiveEventsBus.publish). */
  async publish(memberId: number, event: OrderLiveEvent): Promise<void> {
    await this.bus.publish(TOPIC_PREFIX + memberId, { memberId, event });
  }

  /** Resolves once Redis confirmed the subscription; the returned function ends it. */
  subscribe(memberId: number, listener: OrderEventListener): Promise<() => Promise<void>> {
    return this.bus.subscribe<{ memberId: number; event: OrderLiveEvent }>(TOPIC_PREFIX + memberId, (envelope) =>
      listener({ id: envelope.id, memberId: envelope.payload.memberId, event: envelope.payload.event }),
    );
  }

  /** Number of local order-event listeners; health and tests read it. */
  listenerCount(): number {
    return this.bus.listenerCount(TOPIC_PREFIX);
  }
}
