export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  content: string;
  /** Why it was sent (progress, ...), kept with the message for support. */
  purpose: string;
}

/** One sending of a message: the id stays the same when its job is run again. */
export interface MailDelivery {
  messageId: string;
}

/**
 * Where e-mail really goes, chosen by MAIL_PROVIDER: `outbox` (development and tests), `smtp` (a relay) or `webhook` (the
 * deployment's mail gateway). Sending one delivery twice must deliver it once.
 */
export interface MailProvider {
  send(message: MailMessage, delivery: MailDelivery): Promise<void>;
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
