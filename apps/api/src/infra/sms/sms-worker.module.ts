import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { SmsConfig } from '../../config/configuration.js';
import { OutboxSmsProvider } from './outbox-sms.provider.js';
import { SMS_PROVIDER, type SmsProvider } from './sms-provider.js';
import { SmsOutboxMessage } from './sms-outbox-message.entity.js';
import { SmsProcessor } from './sms.processor.js';
import { WebhookSmsProvider } from './webhook-sms.provider.js';

/** Sending side of SMS: the queue worker and the provider chosen by SMS_PROVIDER. */
@Module({
  imports: [TypeOrmModule.forFeature([SmsOutboxMessage])],
  providers: [
    OutboxSmsProvider,
    WebhookSmsProvider,
    {
      provide: SMS_PROVIDER,
      inject: [ConfigService, OutboxSmsProvider, WebhookSmsProvider],
      useFactory: (config: ConfigService, outbox: OutboxSmsProvider, webhook: WebhookSmsProvider): SmsProvider => {
        const { provider } = config.getOrThrow<SmsConfig>('sms');
        return provider === 'webhook' ? webhook : outbox;
      },
    },
    SmsProcessor,
  ],
})
export class SmsWorkerModule {}
