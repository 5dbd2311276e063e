import type { ServerResponse } from 'node:http';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { OrderLiveEventType, SupportLiveEventType, type SupportLiveEvent } from '@seqportal/contract';
import type { AuthConfig } from '../../config/configuration.js';
import { LiveEventsBus } from '../../infra/events/live-events.bus.js';
import { OrderEventsBus } from '../../infra/events/order-events.bus.js';
import { SseStreamSet } from '../../infra/events/sse-stream-set.js';
import { SupportPresenceService, type PresenceMark } from './support-presence.service.js';

const STAFF_TOPIC = 'support:staff';
const memberTopic = (memberId: number) => `support:member:${memberId}`;

/**
 * Real-time side of the chat, on the same Redis bus and SSE machinery as the live order events: a customer's
 * stream listens to the member's topic, every agent's stream to the staff topic. An open stream is also a
 * presence mark (agents online for assignment, customers online so that replies need no SMS).
 */
@Injectable()
export class SupportLiveService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(SupportLiveService.name);
  private readonly streams = new SseStreamSet();
  private readonly lifetimeMs: number;

  constructor(
    private readonly bus: LiveEventsBus,
    private readonly orderEvents: OrderEventsBus,
    private readonly presence: SupportPresenceService,
    config: ConfigService,
  ) {
    this.lifetimeMs = config.getOrThrow<AuthConfig>('auth').accessTtlSeconds * 1000;
  }

  /** To the customer (never internal notes: callers do not publish those here) and to every agent. */
  async publish(memberId: number, event: SupportLiveEvent, toCustomer = true): Promise<void> {
    await Promise.all([
      toCustomer ? this.bus.publish(memberTopic(memberId), event) : Promise.resolve(),
      this.bus.publish(STAFF_TOPIC, event),
    ]);
  }

  async openCustomer(response: ServerResponse, memberId: number): Promise<void> {
    await this.open(response, memberTopic(memberId), () => this.presence.enterCustomer(memberId));
  }

  async openStaff(response: ServerResponse, staffId: number): Promise<void> {
    await this.open(response, STAFF_TOPIC, () => this.presence.enterAgent(staffId));
  }

  /**
   * The live events of one conversation's order for the agent's order panel: the customer's own order-event
   * topic, filtered to that order, so the panel moves the moment the lab moves the order (on any instance).
   */
  async openOrder(response: ServerResponse, memberId: number, orderNo: string): Promise<void> {
    await this.streams.open(response, {
      lifetimeMs: this.lifetimeMs,
      subscribe: (send) =>
        this.orderEvents.subscribe(memberId, (envelope) => {
          if (envelope.event.orderNo !== orderNo) return;
          send({ id: envelope.id, event: envelope.event.type, data: envelope.event });
        }),
      ready: { event: OrderLiveEventType.Ready, data: { type: OrderLiveEventType.Ready, orderNo } },
      expired: { event: OrderLiveEventType.Expired, data: { type: OrderLiveEventType.Expired } },
    });
  }

  openCount(): number {
    return this.streams.size;
  }

  beforeApplicationShutdown(): void {
    this.streams.closeAll();
  }

  private async open(response: ServerResponse, topic: string, enter: () => Promise<PresenceMark>): Promise<void> {
    let mark: PresenceMark | null = null;
    let closed = false;
    const warn = (error: unknown) => this.logger.warn(`Support presence: ${(error as Error).message}`);
    await this.streams.open(response, {
      lifetimeMs: this.lifetimeMs,
      subscribe: async (send) => {
        const unsubscribe = await this.bus.subscribe<SupportLiveEvent>(topic, (envelope) =>
          send({ id: envelope.id, event: envelope.payload.type, data: envelope.payload }),
        );
        mark = await enter();
        if (closed) await mark.leave();
        return unsubscribe;
      },
      ready: { event: SupportLiveEventType.Ready, data: { type: SupportLiveEventType.Ready } },
      expired: { event: SupportLiveEventType.Expired, data: { type: SupportLiveEventType.Expired } },
      onHeartbeat: () => void mark?.renew().catch(warn),
      onClose: () => {
        closed = true;
        void mark?.leave().catch(warn);
      },
    });
  }
}
