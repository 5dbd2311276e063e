import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutboxMessage } from './mail-outbox-message.entity.js';
import { MAIL_PROVIDER } from './mail-provider.js';
import { MailProcessor } from './mail.processor.js';
import { OutboxMailProvider } from './outbox-mail.provider.js';

/** Sending side of e-mail: the queue worker and its provider (the outbox until an SMTP relay is configured). */
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxMessage])],
  providers: [OutboxMailProvider, { provide: MAIL_PROVIDER, useExisting: OutboxMailProvider }, MailProcessor],
})
export class MailWorkerModule {}
