import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { SmsConfig } from '../../config/configuration.js';
import { OutboxSmsProvider } from './outbox-sms.provider.js';
import { SMS_PROVIDER } from './sms-provider.js';
import { SmsOutboxMessage } from './sms-outbox-message.entity.js';
import { SmsProcessor } from './sms.processor.js';

/** Sending side of SMS: the queue worker and the provider chosen by SMS_PROVIDER. */
@Module({
  imports: [TypeOrmModule.forFeature([SmsOutboxMessage])],
  providers: [
    OutboxSmsProvider,
    {
      provide: SMS_PROVIDER,
      inject: [ConfigService, OutboxSmsProvider],
      useFactory: (config: ConfigService, outbox: OutboxSmsProvider) => {
        const { provider } = config.getOrThrow<SmsConfig>('sms');
        switch (provider) {
          case 'outbox':
            return outbox;
          default:
            throw new Error(`Unknown SMS_PROVIDER ${provider}`);
        }
      },
    },
    SmsProcessor,
  ],
})
export class SmsWorkerModule {}
