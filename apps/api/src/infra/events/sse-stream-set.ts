import type { ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import { formatSseMessage, formatSseRetry, SSE_HEARTBEAT } from './sse-format.js';

export const SSE_HEARTBEAT_MS = 20_000;
/** EventSource's own reconnect delay after a dropped connection. */
const RETRY_MS = 5_000;

export interface SseMessage {
  event: string;
  data: unknown;
  id?: string;
}

export interface SseStreamOptions {
  /** Subscribes the stream to its events; resolves once subscribed, with the function that ends it. */
  subscribe: (send: (message: SseMessage) => void) => Promise<() => Promise<void>>;
  /** Written once subscribed: the page reloads its data, events follow. */
  ready: SseMessage;
  /** Written when the lifetime is over, just before the stream ends. */
  expired: SseMessage;
  /** How long the stream may stay open (an access token's lifetime). */
  lifetimeMs: number;
  /** Runs with every heartbeat, e.g. to keep a presence mark alive. */
  onHeartbeat?: () => void;
  /** Runs once when the stream ends, whichever side ended it. */
  onClose?: () => void;
}

interface OpenStream {
  close: () => void;
}

/**
 * The open Server-Sent Events streams of one kind on this process: headers, `retry`, the `ready` event once
 * subscribed, heartbeats, the `expired` event at the end of the lifetime, and the clean-up when either side ends.
 * Order events and the support chat each keep one set.
 */
export class SseStreamSet {
  private readonly logger = new Logger(SseStreamSet.name);
  private readonly streams = new Set<OpenStream>();

  /** Takes over the response; false when the subscription failed (the response is then ended). */
  async open(response: ServerResponse, options: SseStreamOptions): Promise<boolean> {
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
      close: () => {
        if (ended) return;
        ended = true;
        for (const timer of timers) clearInterval(timer);
        this.streams.delete(stream);
        void unsubscribe?.();
        options.onClose?.();
        if (!response.writableEnded) response.end();
      },
    };
    this.streams.add(stream);
    response.on('close', stream.close);
    response.on('error', stream.close);

    const send = (message: SseMessage) => {
      if (!ended) response.write(formatSseMessage(message));
    };
    try {
      unsubscribe = await options.subscribe(send);
    } catch (error) {
      this.logger.warn(`Event stream not subscribed: ${(error as Error).message}`);
      stream.close();
      return false;
    }
    if (ended) {
      await unsubscribe();
      return false;
    }
    response.write(formatSseRetry(RETRY_MS));
    send(options.ready);
    timers.push(
      setInterval(() => {
        response.write(SSE_HEARTBEAT);
        options.onHeartbeat?.();
      }, SSE_HEARTBEAT_MS),
    );
    timers.push(
      setInterval(() => {
        send(options.expired);
        stream.close();
      }, options.lifetimeMs),
    );
    for (const timer of timers) timer.unref();
    return true;
  }

  get size(): number {
    return this.streams.size;
  }

  /** Ends every stream, e.g. before the HTTP server closes, which would otherwise wait for them. */
  closeAll(): void {
    for (const stream of [...this.streams]) stream.close();
  }
}
