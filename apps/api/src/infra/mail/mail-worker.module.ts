import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { MailConfig } from '../../config/configuration.js';
import { MailOutboxMessage } from './mail-outbox-message.entity.js';
import { MAIL_PROVIDER, type MailProvider } from './mail-provider.js';
import { MailProcessor } from './mail.processor.js';
import { OutboxMailProvider } from './outbox-mail.provider.js';
import { SmtpMailProvider } from './smtp-mail.provider.js';
import { WebhookMailProvider } from './webhook-mail.provider.js';

/** Sending side of e-mail: the queue worker and the provider chosen by MAIL_PROVIDER. */
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxMessage])],
  providers: [
    OutboxMailProvider,
    WebhookMailProvider,
    SmtpMailProvider,
    {
      provide: MAIL_PROVIDER,
      inject: [ConfigService, OutboxMailProvider, WebhookMailProvider, SmtpMailProvider],
      useFactory: (
        config: ConfigService,
        outbox: OutboxMailProvider,
        webhook: WebhookMailProvider,
        smtp: SmtpMailProvider,
      ): MailProvider => {
        const { provider } = config.getOrThrow<MailConfig>('mail');
        return provider === 'webhook' ? webhook : provider === 'smtp' ? smtp : outbox;
      },
    },
    MailProcessor,
  ],
})
export class MailWorkerModule {}
