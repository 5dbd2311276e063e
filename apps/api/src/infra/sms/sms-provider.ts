export interface SmsMessage {
  phone: string;
  content: string;
  /** Why it was sent (login, register, progress ...), kept with the message for support. */
  purpose: string;
}

/** Where SMS really go. The development provider writes to the outbox table; real ones are chosen by SMS_PROVIDER. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');
