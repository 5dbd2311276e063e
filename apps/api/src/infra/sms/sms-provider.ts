export interface SmsMessage {
  phone: string;
  content: string;
  /** Why it was sent (login, register, progress ...), kept with the message for support. */
  purpose: string;
}

/** One sending of a message: the id stays the same when its job is run again. */
export interface SmsDelivery {
  messageId: string;
}

/**
 * Where SMS really go, chosen by SMS_PROVIDER: `outbox` (development and tests) writes them to a table staff read,
 * `webhook` posts them to the deployment's gateway. Sending one delivery twice must deliver it once.
 */
export interface SmsProvider {
  send(message: SmsMessage, delivery: SmsDelivery): Promise<void>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');
