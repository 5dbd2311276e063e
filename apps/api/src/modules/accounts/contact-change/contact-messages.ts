/** Texts of the phone and e-mail changes (spec part 2 sections 4, 5, 8). */
export const ContactMessages = {
  codeRequired: '请输入验证码',
  phoneCodeInvalid: '手机验证码失效',
  phoneCodeInvalidHint: '请重新获取并填写手机验证码!',
  emailCodeInvalid: '邮箱验证码失效',
  emailCodeInvalidHint: '请重新获取并填写邮箱验证码！',
  notCurrentPhone: '请填写当前绑定的手机号',
  keyMissing: '请先验证原手机号',
  samePhone: '新手机号不能与原手机号相同',
  phoneHasIdentity: '该手机号已绑定此身份，请更换手机号',
  emailInvalid: '请输入正确的邮箱地址',
  emailCooldown: '操作过于频繁，请稍后再试',
  codeSent: '验证码发送成功',
  verified: '验证成功',
  phoneChanged: '修改成功',
  emailUpdated: '更新成功',
} as const;
