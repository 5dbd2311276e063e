/** Texts of the phone and e-mail layers (spec part 2 sections 4, 5, 8), word for word. */
export const CONTACT_MESSAGES = {
  phoneInvalidForSend: '手机号格式不正确！',
  phoneInvalid: '请输入正确的手机号',
  codeRequired: '请输入验证码',
  codeSent: '验证码发送成功',
  emailInvalid: '请输入正确的邮箱地址',
  samePhone: '新手机号不能与原手机号相同',
  phoneChanged: '修改成功',
  emailUpdated: '更新成功',
  emailRequired: '请先设置邮箱地址',
} as const;

export const PHONE_MAX_LENGTH = 11;
export const CODE_MAX_LENGTH = 8;
