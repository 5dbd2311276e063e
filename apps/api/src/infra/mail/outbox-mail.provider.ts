import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MailOutboxMessage } from './mail-outbox-message.entity.js';
import type { MailDelivery, MailMessage, MailProvider } from './mail-provider.js';

/** Development and test provider: the message is written to mail_outbox_message. */
@Injectable()
export class OutboxMailProvider implements MailProvider {
  constructor(@InjectRepository(MailOutboxMessage) private readonly outbox: Repository<MailOutboxMessage>) {}

  async send(message: MailMessage, delivery: MailDelivery): Promise<void> {
    await this.outbox
      .createQueryBuilder()
      .insert()
      .values({
        email: message.to,
        subject: message.subject,
        content: message.content,
        purpose: message.purpose,
        messageId: delivery.messageId,
      })
      .orIgnore()
      .execute();
  }
}
