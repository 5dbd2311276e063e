/** Texts of spec part 2 section 5 (captcha, contact form) and the module's own refusals. */
export const CAPTCHA_MESSAGES = {
  codeRequired: '请输入验证码',
  expired: '验证码已失效',
  wrong: '验证码错误，请重新输入',
} as const;

export const CONTACT_LABELS = {
  objName: '姓名',
  email: '邮箱',
  phone: '手机号',
  companyName: '公司名称',
  position: '职位',
  address: '地址',
  title: '标题',
  opinion: '留言内容',
} as const;

/** The contact form's checks are the web form's too: the wording lives in the contract. */
export { CONTACT_MESSAGES } from '@seqportal/contract';

export const LEGAL_TEXT_MESSAGES = {
  badType: '协议类型不正确',
  notFound: '协议文本不存在',
  titleRequired: '标题不能为空',
  htmlRequired: '正文不能为空',
} as const;

/** `{label}不能为空`: the contact form's message for an empty field. */
export const requiredMessage = (label: string) => `${label}不能为空`;
