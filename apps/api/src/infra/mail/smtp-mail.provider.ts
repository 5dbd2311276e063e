import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { lazyLibrary } from '../../common/lazy/lazy-library.js';
import { mailConfig, type MailConfig } from '../../config/configuration.js';
import type { MailDelivery, MailMessage, MailProvider } from './mail-provider.js';

/** nodemailer, loaded with the first message: deployments on the outbox or webhook providers never need it. */
const nodemailer = lazyLibrary('nodemailer', () => import('nodemailer'));

/**
 * MAIL_PROVIDER=smtp: hands each message to an SMTP relay through nodemailer. The queue job's id becomes the
 * Message-ID, so a job run twice sends the same message, which receiving servers and clients recognise.
 */
@Injectable()
export class SmtpMailProvider implements MailProvider, OnModuleDestroy {
  private transport: Transporter | null = null;

  constructor(@Inject(mailConfig.KEY) private readonly config: MailConfig) {}

  async send(message: MailMessage, delivery: MailDelivery): Promise<void> {
    await (
      await this.transporter()
    ).sendMail({
      from: this.config.smtp.from,
      to: message.to,
      subject: message.subject,
      text: message.content,
      messageId: `<${delivery.messageId}@seqportal>`,
      headers: { 'X-SeqPortal-Purpose': message.purpose },
    });
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  /** Created at the first message: the outbox and webhook deployments never open an SMTP connection. */
  private async transporter(): Promise<Transporter> {
    const { createTransport } = await nodemailer.load();
    const { smtp } = this.config;
    this.transport ??= createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
      connectionTimeout: smtp.timeoutMs,
      greetingTimeout: smtp.timeoutMs,
      socketTimeout: smtp.timeoutMs,
    });
    return this.transport;
  }
}
