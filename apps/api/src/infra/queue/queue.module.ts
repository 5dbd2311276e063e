import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { RedisConfig } from '../../config/configuration.js';
import { redisConnectionOptions } from '../redis/redis-connection.js';
import { NOTIFICATIONS_QUEUE } from './queue.constants.js';

@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const { url, prefix } = config.getOrThrow<RedisConfig>('redis');
        return {
          // BullMQ blocks on Redis and must retry forever; it manages its own prefix instead of keyPrefix.
          connection: { ...redisConnectionOptions(url), maxRetriesPerRequest: null },
          prefix: `${prefix}:bull`,
        };
      },
    }),
    BullModule.registerQueue({
      name: NOTIFICATIONS_QUEUE,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    }),
  ],
  exports: [BullModule],
})
export class QueueModule {}
