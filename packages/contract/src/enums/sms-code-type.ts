/** SMS `type` of SendCode, SendCodeNoCheck and CheckMsgCode (DESIGN.md section 2); codes of one type never verify another. */
export const SmsCodeType = {
  Register: 1,
  Login: 2,
  PhoneChange: 3,
  EmailChange: 4,
} as const;

export type SmsCodeTypeValue = (typeof SmsCodeType)[keyof typeof SmsCodeType];

export const SMS_CODE_TYPE_LABELS: Record<SmsCodeTypeValue, string> = {
  [SmsCodeType.Register]: '注册',
  [SmsCodeType.Login]: '登录',
  [SmsCodeType.PhoneChange]: '更换手机号',
  [SmsCodeType.EmailChange]: '更换邮箱',
};

export function isSmsCodeType(value: number): value is SmsCodeTypeValue {
  return Object.hasOwn(SMS_CODE_TYPE_LABELS, value);
}
