import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { OrderLiveEvent } from '@seqportal/contract';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../../config/configuration.js';
import { redisConnectionOptions } from '../redis/redis-connection.js';
import { REDIS_CLIENT } from '../redis/redis.constants.js';

/** What travels on the channel: the event and a unique id, which SSE clients see as the message id. */
export interface OrderEventEnvelope {
  id: string;
  memberId: number;
  event: OrderLiveEvent;
}

export type OrderEventListener = (envelope: OrderEventEnvelope) => void;

/**
 * Fans order events out to every API instance through Redis pub/sub: each process publishes on the shared
 * client and holds one subscriber connection of its own, subscribed to the channels of the members that have a
 * stream open on this process (reference-counted). Nothing is delivered in-process directly, so an event
 * reaches a customer the same way whichever instance recorded it.
 */
@Injectable()
export class OrderEventsBus implements OnApplicationShutdown {
  private readonly logger = new Logger(OrderEventsBus.name);
  private readonly channelPrefix: string;
  private subscriber: Redis | null = null;
  private readonly listeners = new Map<string, Set<OrderEventListener>>();

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly config: ConfigService,
  ) {
    // ioredis applies keyPrefix to keys only, never to pub/sub channels: the deployment prefix is added here.
    this.channelPrefix = `${config.getOrThrow<RedisConfig>('redis').prefix}:order-events:member:`;
  }

  /**
   * Publishes after the change is committed. A failure is logged, not thrown: the change itself stands and the
   * page shows it on its next load.
   */
  async publish(memberId: number, event: OrderLiveEvent): Promise<void> {
    const envelope: OrderEventEnvelope = { id: randomUUID(), memberId, event };
    try {
      await this.redis.publish(this.channel(memberId), JSON.stringify(envelope));
    } catch (error) {
      this.logger.warn(`Order event ${event.type} not published: ${(error as Error).message}`);
    }
  }

  /** Resolves once Redis confirmed the subscription; the returned function ends it. */
  async subscribe(memberId: number, listener: OrderEventListener): Promise<() => Promise<void>> {
    const channel = this.channel(memberId);
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(listener);
    if (set.size === 1) {
      try {
        await this.connection().subscribe(channel);
      } catch (error) {
        set.delete(listener);
        if (set.size < 1) this.listeners.delete(channel);
        throw error;
      }
    }
    let active = true;
    return async () => {
      if (!active) return;
      active = false;
      await this.unsubscribe(channel, listener);
    };
  }

  /** Number of local listeners; health and tests read it. */
  listenerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  async onApplicationShutdown(): Promise<void> {
    this.listeners.clear();
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (!subscriber) return;
    if (subscriber.status !== 'ready') {
      subscriber.disconnect();
      return;
    }
    await subscriber.quit().catch(() => subscriber.disconnect());
  }

  private async unsubscribe(channel: string, listener: OrderEventListener): Promise<void> {
    const set = this.listeners.get(channel);
    if (!set?.delete(listener) || set.size > 0) return;
    this.listeners.delete(channel);
    try {
      await this.subscriber?.unsubscribe(channel);
    } catch (error) {
      this.logger.warn(`Unsubscribe failed: ${(error as Error).message}`);
    }
  }

  private channel(memberId: number): string {
    return `${this.channelPrefix}${memberId}`;
  }

  /** The subscriber connection, made on first use: processes without streams (the worker) never open one. */
  private connection(): Redis {
    if (this.subscriber) return this.subscriber;
    const { url } = this.config.getOrThrow<RedisConfig>('redis');
    const subscriber = new Redis({ ...redisConnectionOptions(url), connectTimeout: 2000 });
    subscriber.on('error', (error: Error) => this.logger.warn(`Redis subscriber: ${error.message}`));
    subscriber.on('message', (channel: string, message: string) => this.deliver(channel, message));
    this.subscriber = subscriber;
    return subscriber;
  }

  private deliver(channel: string, message: string): void {
    const set = this.listeners.get(channel);
    if (!set) return;
    let envelope: OrderEventEnvelope;
    try {
      envelope = JSON.parse(message) as OrderEventEnvelope;
    } catch {
      this.logger.warn('Ignored a malformed order event');
      return;
    }
    for (const listener of [...set]) {
      try {
        listener(envelope);
      } catch (error) {
        this.logger.warn(`Order event listener failed: ${(error as Error).message}`);
      }
    }
  }
}
