import { SmsCodeType, type ApiEnvelope, type VerifyPhoneCodeResponse } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * The phone and e-mail changes of spec part 2 section 4. Every call answers its envelope: the API client has
 * already toasted a refusal (for a bad code the server's body, 请重新获取并填写…验证码), so callers only branch.
 */
export function sendPhoneChangeCode(phone: string) {
  return apiRequest<null>('SendCodeNoCheck', { body: { phone, type: SmsCodeType.PhoneChange } });
}

export function verifyOldPhone(phone: string, code: string) {
  return apiRequest<VerifyPhoneCodeResponse>('VerifyPhoneCode', {
    body: { phone, code, type: SmsCodeType.PhoneChange },
  });
}

export function changePhone(mobile: string, code: string, key: string) {
  return apiRequest<null>('ChangePhone', { body: { mobile, code, key } });
}

export function sendEmailCode(email: string) {
  return apiRequest<null>('SendEmailCode', { body: { email } });
}

export function checkEmailCode(email: string, code: string) {
  return apiRequest<null>('CheckEmailCode', { body: { email, code } });
}

export function submitEmail(email: string, code: string) {
  return apiRequest<null>('SubmitEmail', { body: { email, code } });
}

/** A refusal beside its field: the message and the server's hint (手机验证码失效 / 请重新获取并填写手机验证码!). */
export function refusalText(answer: ApiEnvelope<unknown>): string {
  const hint = typeof answer.body === 'string' && answer.body.trim() !== '' ? answer.body : null;
  return hint && hint !== answer.message ? `${answer.message}，${hint}` : answer.message;
}
