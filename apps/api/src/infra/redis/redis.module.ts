import { Global, Inject, Logger, Module } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../../config/configuration.js';
import { redisConnectionOptions } from './redis-connection.js';
import { REDIS_CLIENT } from './redis.constants.js';

@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const { url, prefix, commandTimeoutMs } = config.getOrThrow<RedisConfig>('redis');
        const logger = new Logger('Redis');
        const client = new Redis({
          ...redisConnectionOptions(url),
          keyPrefix: `${prefix}:`,
          // Fail a command quickly while Redis is away instead of hanging the request that issued it.
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
          // A Redis that is up but does not answer (paused, overloaded) keeps the connection open: without a
          // timeout a command would wait for it forever. This client never runs blocking commands.
          commandTimeout: commandTimeoutMs,
          // Commands issued in the same tick (the rate limiter's, under concurrent requests) leave in one write.
          enableAutoPipelining: true,
        });
        let lastError = '';
        client.on('error', (error: Error) => {
          if (error.message !== lastError) logger.warn(`Redis unavailable: ${error.message}`);
          lastError = error.message;
        });
        client.on('ready', () => {
          lastError = '';
        });
        return client;
      },
    },
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'end') return;
    // QUIT lets pending replies arrive; without a live connection it would wait forever, so just drop it.
    if (this.redis.status !== 'ready') {
      this.redis.disconnect();
      return;
    }
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
