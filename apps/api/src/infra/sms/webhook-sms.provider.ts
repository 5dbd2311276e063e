import { Inject, Injectable } from '@nestjs/common';
import { smsConfig, type SmsConfig } from '../../config/configuration.js';
import { postToWebhook } from '../notifications/notification-webhook.js';
import type { SmsDelivery, SmsMessage, SmsProvider } from './sms-provider.js';

/**
 * Production provider (SMS_PROVIDER=webhook): posts `{ id, phone, content, purpose }` to SMS_WEBHOOK_URL, the
 * deployment's SMS gateway or a small relay in front of a carrier's API.
 */
@Injectable()
export class WebhookSmsProvider implements SmsProvider {
  constructor(@Inject(smsConfig.KEY) private readonly config: SmsConfig) {}

  send(message: SmsMessage, delivery: SmsDelivery): Promise<void> {
    return postToWebhook(this.config.webhook, delivery.messageId, {
      phone: message.phone,
      content: message.content,
      purpose: message.purpose,
    });
  }
}
