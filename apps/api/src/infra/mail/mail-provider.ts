export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  content: string;
  /** Why it was sent (progress, ...), kept with the message for support. */
  purpose: string;
}

/** Where e-mail really goes. Only the outbox exists so far; an SMTP provider would implement this too. */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

export const MAIL_PROVIDER = Symbol('MAIL_PROVIDER');

/**
 * E-mail has its own queue: the notifications queue's worker handles SMS jobs only and would complete an e-mail
 * job without sending it.
 */
export const MAIL_QUEUE = 'mail';

export const MailJob = {
  Send: 'send',
} as const;
