import { describe, expect, it } from 'vitest';
import {
  firstOrderSettingError,
  formToSaveRequest,
  ORDER_SETTING_MESSAGES,
  validateOrderSettings,
  type OrderSettingsFormValues,
} from './order-settings-form';

const VALID: OrderSettingsFormValues = {
  meName: ' 张晓明 ',
  meMoblie: '13800000001',
  emails: [' a@b.cn', '', 'c@d.cn '],
  delivery: { acceessKeyId: '', accessKeySecret: '', ossPath: '', bucket: '', endPoint: '' },
  deliveryChanged: false,
};

describe('order settings form', () => {
  it('joins the non-blank e-mails with ";" and a trailing ";"', () => {
    expect(formToSaveRequest(VALID)).toMatchObject({ meName: '张晓明', meEmail: 'a@b.cn;c@d.cn;', isChange: false });
  });

  it('checks name, phone and e-mail in that order and marks the bad e-mail rows', () => {
    const errors = validateOrderSettings({ ...VALID, meName: ' ', meMoblie: '', emails: ['ok@lab.cn', 'bad'] });
    expect(firstOrderSettingError(errors)).toBe(ORDER_SETTING_MESSAGES.meName);
    expect(errors).toMatchObject({
      meMoblie: ORDER_SETTING_MESSAGES.meMoblie,
      meEmail: ORDER_SETTING_MESSAGES.meEmail,
      emailRows: [1],
    });
  });

  it('requires at least one e-mail', () => {
    expect(validateOrderSettings({ ...VALID, emails: ['', ' '] })).toEqual({
      meEmail: ORDER_SETTING_MESSAGES.meEmail,
      emailRows: [0],
    });
    expect(validateOrderSettings(VALID)).toEqual({});
  });
});
