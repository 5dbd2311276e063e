import type { ServerResponse } from 'node:http';
import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { OrderLiveEventType } from '@seqportal/contract';
import type { AuthConfig } from '../../../config/configuration.js';
import { OrderEventsBus } from '../../../infra/events/order-events.bus.js';
import { SseStreamSet } from '../../../infra/events/sse-stream-set.js';

export interface StreamScope {
  memberId: number;
  /** Only this order's events; all of the member's orders when null. */
  orderNo: string | null;
}

/**
 * The open order event streams of this process. Each stream listens to its member's channel on the Redis bus, so
 * an event recorded on any instance reaches it. A stream lives as long as an access token: then it says `expired`
 * and ends, and the page must get a new ticket (which needs a valid token), so a logged-out or revoked session
 * stops receiving events.
 */
@Injectable()
export class OrderStreamService implements BeforeApplicationShutdown {
  private readonly streams = new SseStreamSet();
  private readonly lifetimeMs: number;

  constructor(
    private readonly bus: OrderEventsBus,
    config: ConfigService,
  ) {
    this.lifetimeMs = config.getOrThrow<AuthConfig>('auth').accessTtlSeconds * 1000;
  }

  /** Takes over the response: headers, the `ready` event once subscribed, then events until either side ends. */
  async open(response: ServerResponse, scope: StreamScope): Promise<void> {
    await this.streams.open(response, {
      lifetimeMs: this.lifetimeMs,
      subscribe: (send) =>
        this.bus.subscribe(scope.memberId, (envelope) => {
          if (scope.orderNo !== null && envelope.event.orderNo !== scope.orderNo) return;
          send({ id: envelope.id, event: envelope.event.type, data: envelope.event });
        }),
      ready: {
        event: OrderLiveEventType.Ready,
        data: { type: OrderLiveEventType.Ready, orderNo: scope.orderNo },
      },
      expired: { event: OrderLiveEventType.Expired, data: { type: OrderLiveEventType.Expired } },
    });
  }

  openCount(): number {
    return this.streams.size;
  }

  /** Ends every stream before the HTTP server closes, which would otherwise wait for them. */
  beforeApplicationShutdown(): void {
    this.streams.closeAll();
  }
}
