import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../../config/configuration.js';
import { redisConnectionOptions } from '../redis/redis-connection.js';
import { REDIS_CLIENT } from '../redis/redis.constants.js';

/** What travels on a topic: the payload and a unique id, which SSE clients see as the message id. */
export interface LiveEnvelope<T = unknown> {
  id: string;
  payload: T;
}

export type LiveListener<T = unknown> = (envelope: LiveEnvelope<T>) => void;

/**
 * Fans live events out to every API instance through Redis pub/sub, by topic (`order-events:member:7`,
 * `support:staff` ...): each process publishes on the shared client and holds one subscriber connection of its
 * own, subscribed to the topics that have a listener on this process (reference-counted). Nothing is delivered
 * in-process directly, so an event reaches a listener the same way whichever instance recorded it. Order events
 * and the support chat both travel here.
 */
@Injectable()
export class LiveEventsBus implements OnApplicationShutdown {
  private readonly logger = new Logger(LiveEventsBus.name);
  private readonly channelPrefix: string;
  private subscriber: Redis | null = null;
  private readonly listeners = new Map<string, Set<LiveListener>>();

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly config: ConfigService,
  ) {
    // ioredis applies keyPrefix to keys only, never to pub/sub channels: the deployment prefix is added here.
    this.channelPrefix = `${config.getOrThrow<RedisConfig>('redis').prefix}:`;
  }

  /**
   * Publishes after the change is committed. A failure is logged, not thrown: the change itself stands and the
   * page shows it on its next load.
   */
  async publish(topic: string, payload: unknown): Promise<void> {
    const envelope: LiveEnvelope = { id: randomUUID(), payload };
    try {
      await this.redis.publish(this.channelPrefix + topic, JSON.stringify(envelope));
    } catch (error) {
      this.logger.warn(`Live event on ${topic} not published: ${(error as Error).message}`);
    }
  }

  /** Resolves once Redis confirmed the subscription; the returned function ends it. */
  async subscribe<T>(topic: string, listener: LiveListener<T>): Promise<() => Promise<void>> {
    const channel = this.channelPrefix + topic;
    const generic = listener as LiveListener;
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(generic);
    if (set.size === 1) {
      try {
        await this.connection().subscribe(channel);
      } catch (error) {
        set.delete(generic);
        if (set.size < 1) this.listeners.delete(channel);
        throw error;
      }
    }
    let active = true;
    return async () => {
      if (!active) return;
      active = false;
      await this.unsubscribe(channel, generic);
    };
  }

  /** Number of local listeners on topics starting with `topicPrefix` (all when empty); health and tests read it. */
  listenerCount(topicPrefix = ''): number {
    let count = 0;
    const start = this.channelPrefix + topicPrefix;
    for (const [channel, set] of this.listeners) if (channel.startsWith(start)) count += set.size;
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

  private async unsubscribe(channel: string, listener: LiveListener): Promise<void> {
    const set = this.listeners.get(channel);
    if (!set?.delete(listener) || set.size > 0) return;
    this.listeners.delete(channel);
    try {
      await this.subscriber?.unsubscribe(channel);
    } catch (error) {
      this.logger.warn(`Unsubscribe failed: ${(error as Error).message}`);
    }
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
    let envelope: LiveEnvelope;
    try {
      envelope = JSON.parse(message) as LiveEnvelope;
    } catch {
      this.logger.warn('Ignored a malformed live event');
      return;
    }
    for (const listener of [...set]) {
      try {
        listener(envelope);
      } catch (error) {
        this.logger.warn(`Live event listener failed: ${(error as Error).message}`);
      }
    }
  }
}
