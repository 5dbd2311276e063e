import type { ServerResponse } from 'node:http';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { OrderLiveEventType } from '@seqportal/contract';
import type { AuthConfig } from '../../../config/configuration.js';
import { OrderEventsBus, type OrderEventEnvelope } from '../../../infra/events/order-events.bus.js';
import { formatSseMessage, formatSseRetry, SSE_HEARTBEAT } from '../../../infra/events/sse-format.js';

const HEARTBEAT_MS = 20_000;
/** EventSource's own reconnect delay after a dropped connection. */
const RETRY_MS = 5_000;

interface OpenStream {
  response: ServerResponse;
  close: () => void;
}

export interface StreamScope {
  memberId: number;
  /** Only this order's events; all of the member's orders when null. */
  orderNo: string | null;
}

/**
 * The open event streams of this process. Each stream listens to its member's channel on the Redis bus, so an
 * event recorded on any instance reaches it. A stream lives as long as an access token: then it says `expired`
 * and ends, and the page must get a new ticket (which needs a valid token), so a logged-out or revoked session
 * stops receiving events.
 */
@Injectable()
export class OrderStreamService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(OrderStreamService.name);
  private readonly streams = new Set<OpenStream>();
  private readonly lifetimeMs: number;

  constructor(
    private readonly bus: OrderEventsBus,
    config: ConfigService,
  ) {
    this.lifetimeMs = config.getOrThrow<AuthConfig>('auth').accessTtlSeconds * 1000;
  }

  /** Takes over the response: headers, the `ready` event once subscribed, then events until either side ends. */
  async open(response: ServerResponse, scope: StreamScope): Promise<void> {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx would otherwise buffer the stream and deliver events late.
      'x-accel-buffering': 'no',
    });
    let ended = false;
    let unsubscribe: (() => Promise<void>) | null = null;
    const timers: NodeJS.Timeout[] = [];
    const stream: OpenStream = {
      response,
      close: () => {
        if (ended) return;
        ended = true;
        for (const timer of timers) clearInterval(timer);
        this.streams.delete(stream);
        void unsubscribe?.();
        if (!response.writableEnded) response.end();
      },
    };
    this.streams.add(stream);
    response.on('close', stream.close);
    response.on('error', stream.close);

    try {
      unsubscribe = await this.bus.subscribe(scope.memberId, (envelope) => this.forward(stream, scope, envelope));
    } catch (error) {
      this.logger.warn(`Event stream not subscribed: ${(error as Error).message}`);
      stream.close();
      return;
    }
    if (ended) {
      await unsubscribe();
      return;
    }
    response.write(formatSseRetry(RETRY_MS));
    response.write(
      formatSseMessage({
        event: OrderLiveEventType.Ready,
        data: { type: OrderLiveEventType.Ready, orderNo: scope.orderNo },
      }),
    );
    timers.push(setInterval(() => response.write(SSE_HEARTBEAT), HEARTBEAT_MS));
    timers.push(
      setInterval(() => {
        response.write(
          formatSseMessage({ event: OrderLiveEventType.Expired, data: { type: OrderLiveEventType.Expired } }),
        );
        stream.close();
      }, this.lifetimeMs),
    );
    for (const timer of timers) timer.unref();
  }

  openCount(): number {
    return this.streams.size;
  }

  /** Ends every stream before the HTTP server closes, which would otherwise wait for them. */
  beforeApplicationShutdown(): void {
    for (const stream of [...this.streams]) stream.close();
  }

  private forward(stream: OpenStream, scope: StreamScope, envelope: OrderEventEnvelope): void {
    if (scope.orderNo !== null && envelope.event.orderNo !== scope.orderNo) return;
    stream.response.write(formatSseMessage({ id: envelope.id, event: envelope.event.type, data: envelope.event }));
  }
}
