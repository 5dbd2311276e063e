import { describe, expect, it } from 'vitest';
import { SUPPORT_LIMITS } from '../enums/support.js';
import {
  ACCOUNT_FORM_MESSAGES,
  ADDRESS_MESSAGES,
  CREDIT_NOTE_MESSAGES,
  CONTACT_MESSAGES,
  DATE_RANGE_MESSAGES,
  ORDER_SETTING_MESSAGES,
  QC_REPORT_COLUMN_TITLES,
  STATEMENT_DISPUTE_MESSAGES,
  SUPPORT_TEXT_MESSAGES,
} from './form-messages.js';

describe('shared form messages', () => {
  it('keep the spec wording the web forms and the API DTOs both show', () => {
    expect(ADDRESS_MESSAGES.region).toBe('城市信息为空，请补全城市信息！');
    expect(ADDRESS_MESSAGES.phoneInvalid).toBe('请正确填写手机号！');
    expect(ORDER_SETTING_MESSAGES.meMoblie).toBe('请填写正确的下单联系电话');
    expect(ACCOUNT_FORM_MESSAGES.codeTooShort).toBe('验证码不能少于4位');
    expect(CONTACT_MESSAGES.badEmail).toBe('请正确填写邮箱');
    expect(DATE_RANGE_MESSAGES).toEqual({
      endBeforeStart: '您选择的结束日期早于开始日期',
      invalid: '请选择正确的日期！',
    });
    expect(STATEMENT_DISPUTE_MESSAGES.commentRequired).toBe('请填写异议说明');
    expect(CREDIT_NOTE_MESSAGES.amountInvalid).toBe('请输入正确的减免金额（大于0，最多两位小数）');
  });

  it('states the support text limit that SUPPORT_LIMITS enforces', () => {
    expect(SUPPORT_TEXT_MESSAGES.textTooLong).toBe(`消息不能超过${SUPPORT_LIMITS.textMaxLength}字`);
  });

  it('titles the quality report columns in the spec order', () => {
    expect(Object.values(QC_REPORT_COLUMN_TITLES)).toEqual([
      '送样编号',
      '样本编号',
      '样本名称',
      '样本类型',
      '浓度(ng/μl)',
      '体积(μl)',
      '总量(ng)',
      'QPCR浓度(nM)',
      'OD260/280',
      'RIN/DIN',
      '文库长度(bp)',
      '总量结论',
      '质量结论',
      '备注及建议',
    ]);
  });
});
