import { SmsCodeType, type SmsCodeTypeValue } from '@seqportal/contract';

/** SMS code rules (issue 3): six digits valid five minutes, void after five wrong tries. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_CODE_MAX_WRONG_TRIES = 5;

/** Sending limits: they protect the SMS budget and the recipients, so they count sends, not successes. */
export const SMS_SEND_LIMITS = {
  cooldownSeconds: 60,
  windowMs: 3600 * 1000,
  perPhonePerWindow: 10,
  perIpPerWindow: 30,
} as const;

const PURPOSES: Record<SmsCodeTypeValue, string> = {
  [SmsCodeType.Register]: 'register',
  [SmsCodeType.Login]: 'login',
  [SmsCodeType.PhoneChange]: 'phone-change',
  [SmsCodeType.EmailChange]: 'email-change',
};

export function smsPurpose(type: SmsCodeTypeValue): string {
  return PURPOSES[type];
}

export function smsCodeContent(code: string): string {
  return `【SeqPortal】您的验证码为${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效。`;
}
