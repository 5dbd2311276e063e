import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { SmsDelivery, SmsMessage, SmsProvider } from './sms-provider.js';
import { SmsOutboxMessage } from './sms-outbox-message.entity.js';

/** Development and test provider: the "sent" message lands in sms_outbox_message for staff to read. */
@Injectable()
export class OutboxSmsProvider implements SmsProvider {
  constructor(@InjectRepository(SmsOutboxMessage) private readonly outbox: Repository<SmsOutboxMessage>) {}

  async send(message: SmsMessage, delivery: SmsDelivery): Promise<void> {
    await this.outbox
      .createQueryBuilder()
      .insert()
      .values({
        phone: message.phone,
        content: message.content,
        purpose: message.purpose,
        messageId: delivery.messageId,
      })
      .orIgnore()
      .execute();
  }
}
