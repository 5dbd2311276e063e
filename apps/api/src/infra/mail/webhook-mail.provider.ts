import { Inject, Injectable } from '@nestjs/common';
import { mailConfig, type MailConfig } from '../../config/configuration.js';
import { postToWebhook } from '../notifications/notification-webhook.js';
import type { MailDelivery, MailMessage, MailProvider } from './mail-provider.js';

/** Production provider (MAIL_PROVIDER=webhook): posts `{ id, to, subject, content, purpose }` to MAIL_WEBHOOK_URL. */
@Injectable()
export class WebhookMailProvider implements MailProvider {
  constructor(@Inject(mailConfig.KEY) private readonly config: MailConfig) {}

  send(message: MailMessage, delivery: MailDelivery): Promise<void> {
    return postToWebhook(this.config.webhook, delivery.messageId, {
      to: message.to,
      subject: message.subject,
      content: message.content,
      purpose: message.purpose,
    });
  }
}
