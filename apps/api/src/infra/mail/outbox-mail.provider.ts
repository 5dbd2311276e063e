import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MailOutboxMessage } from './mail-outbox-message.entity.js';
import type { MailMessage, MailProvider } from './mail-provider.js';

/** Development and test provider: the message is written to mail_outbox_message. */
@Injectable()
export class OutboxMailProvider implements MailProvider {
  constructor(@InjectRepository(MailOutboxMessage) private readonly outbox: Repository<MailOutboxMessage>) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.insert({
      email: message.to,
      subject: message.subject,
      content: message.content,
      purpose: message.purpose,
    });
  }
}
