import type { QualityReportRow } from '../entities/content.js';

/**
 * Messages that a web form shows before sending and the API answers when the same check fails on its side: one
 * wording for both (spec part 2), so that the two cannot drift apart.
 */

/** The address form (spec part 2 section 5), in the order the form and the DTO check the fields. */
export const ADDRESS_MESSAGES = {
  region: '城市信息为空，请补全城市信息！',
  address: '收货地址为空，请补全收货地址信息！',
  name: '联系人为空，请补全联系人信息！',
  phoneEmpty: '手机号为空，请补全手机号！',
  phoneInvalid: '请正确填写手机号！',
} as const;

/** The order settings form (spec part 2 section 5). */
export const ORDER_SETTING_MESSAGES = {
  meName: '请填写下单客户姓名',
  meMoblie: '请填写正确的下单联系电话',
  meEmail: '请填写正确的下单邮箱',
} as const;

/** Login, registration and SMS codes (spec part 2 sections 4, 5 and 8). */
export const ACCOUNT_FORM_MESSAGES = {
  phoneInvalid: '手机号格式不正确！',
  botCheckMissing: '请先通过智能验证',
  codeRequired: '请输入验证码',
  codeTooShort: '验证码不能少于4位',
  codeSent: '验证码发送成功',
  noMembers: '未获取到用户数据',
  mainAccountNotApproved: '主账号未审核通过',
} as const;

/** The contact form (spec part 2 section 5). */
export const CONTACT_MESSAGES = {
  badPhone: '请正确填写手机号',
  badEmail: '请正确填写邮箱',
} as const;

/** Every date-range filter: workbench chart, billing centre, sample centre, data centre. */
export const DATE_RANGE_MESSAGES = {
  endBeforeStart: '您选择的结束日期早于开始日期',
  invalid: '请选择正确的日期！',
} as const;

/** A statement line's dispute and the staff's resolution of it. */
export const STATEMENT_DISPUTE_MESSAGES = {
  commentRequired: '请填写异议说明',
  resolutionRequired: '请填写处理意见',
} as const;

/** A credit note (减免) staff issue against an order; the amount in yuan, more than 0, at most two decimals. */
export const CREDIT_NOTE_MESSAGES = {
  orderRequired: '请填写订单编号',
  amountRequired: '请填写减免金额',
  amountInvalid: '请输入正确的减免金额（大于0，最多两位小数）',
  reasonRequired: '请填写减免原因',
} as const;

/** A support chat message (its limit is SUPPORT_LIMITS.textMaxLength). */
export const SUPPORT_TEXT_MESSAGES = {
  textRequired: '请输入消息内容',
  textTooLong: '消息不能超过2000字',
} as const;

/** Ordering several contract products at once, from the product list or the batch sheet. */
export const CONTRACT_ORDER_MESSAGES = {
  emptySelection: '批量下单时至少选择一个商品！',
} as const;

/**
 * The quality report's column titles, in the spec's order: the page, the PDF and the staff's xlsx share them. The
 * tube's send code leads, beside the customer's own sample number (the spec's sample ID), so that neither the lab's
 * code nor the customer's number stands alone.
 */
export const QC_REPORT_COLUMN_TITLES = {
  sendTempCode: '送样编号',
  sampleId: '样本编号',
  sampleName: '样本名称',
  sampleType: '样本类型',
  concentration: '浓度(ng/μl)',
  volume: '体积(μl)',
  totalAmount: '总量(ng)',
  qpcrConcentration: 'QPCR浓度(nM)',
  od260280: 'OD260/280',
  rinDin: 'RIN/DIN',
  libraryLength: '文库长度(bp)',
  totalGrade: '总量结论',
  qualityGrade: '质量结论',
  remarks: '备注及建议',
} as const satisfies Record<keyof QualityReportRow, string>;
