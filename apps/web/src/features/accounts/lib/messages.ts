import { ACCOUNT_FORM_MESSAGES } from '@seqportal/contract';

/** The texts of spec part 2 sections 4, 5 and 8 that the account screens show, word for word. */
export const ACCOUNT_MESSAGES = {
  phoneInvalidForSend: ACCOUNT_FORM_MESSAGES.phoneInvalid,
  phoneInvalid: '请输入正确的手机号',
  botCheckRequired: ACCOUNT_FORM_MESSAGES.botCheckMissing,
  codeRequired: ACCOUNT_FORM_MESSAGES.codeRequired,
  codeTooShort: ACCOUNT_FORM_MESSAGES.codeTooShort,
  codeSent: ACCOUNT_FORM_MESSAGES.codeSent,
  loginSuccess: '登录成功',
  noMembers: ACCOUNT_FORM_MESSAGES.noMembers,
  busy: '操作中, 请稍后',
  agreementRequired: '请先阅读并同意勾选服务协议及隐私条款！',
  registerSuccess: '注册成功',
  registerCodeExpired: '验证码失效，请重新注册',
  subAccountNotApproved: ACCOUNT_FORM_MESSAGES.mainAccountNotApproved,
  usernameHint: '2-50个字符，推荐使用中文名称，如果想申请为组织账号推荐使用公司商号或公司域名。',
} as const;

export const BOT_CHECK_TEXT = {
  idle: '点击进行智能验证',
  solving: '智能检测中',
  verified: '验证成功',
  failed: '验证失败，请在此点击按钮刷新',
} as const;

export const LOGIN_PHONE_MAX_LENGTH = 11;
export const LOGIN_CODE_MAX_LENGTH = 8;
export const REGISTER_CODE_MIN_LENGTH = 4;
export const SMS_COUNTDOWN_SECONDS = 60;
/** Spec part 2 section 9: home 300 ms after login, so the 登录成功 notice is seen first. */
export const LOGIN_REDIRECT_DELAY_MS = 300;
