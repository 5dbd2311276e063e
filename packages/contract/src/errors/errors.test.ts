import { describe, expect, it } from 'vitest';
import { errorEnvelope, okEnvelope } from './envelope.js';
import { ErrorCode, isErrorCode, isLoginInvalidCode } from './error-codes.js';
import { ERROR_MESSAGES, fillPlaceholders, messageFor } from './error-messages.js';

describe('error registry', () => {
  it('has a message for every code', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(typeof ERROR_MESSAGES[code]).toBe('string');
    }
  });

  it('keeps the spec wording of the texts clients compare', () => {
    expect(ERROR_MESSAGES[ErrorCode.TooManyRequests]).toBe('操作过于频繁，请稍后再试');
    expect(ERROR_MESSAGES[ErrorCode.OrderSettingsMissing]).toBe('下单设置未填写，请前往下单设置补充');
    expect(ERROR_MESSAGES[ErrorCode.CreditInsufficient]).toBe('您的额度不足，下单后不会开始实验，需要您及时联系PM处理');
    expect(ERROR_MESSAGES[ErrorCode.RegisterCodeExpired]).toBe('验证码失效，请重新注册');
    expect(ERROR_MESSAGES[ErrorCode.SubRegisterCodeExpired]).toBe('验证码失效，请重新注册');
    expect(ERROR_MESSAGES[ErrorCode.UploadFormat]).toBe('仅支持jpg、jpeg、png、pdf格式文件');
  });

  it('leaves the silent code without a message so that nothing is toasted', () => {
    expect(messageFor(ErrorCode.Silent)).toBe('');
  });
});

describe('messageFor', () => {
  it('fills the upload limit placeholder', () => {
    expect(messageFor(ErrorCode.UploadTooLarge, { limit: '5MB' })).toBe('您上传的文件超出5MB，请重新上传');
  });

  it('leaves a placeholder visible when its parameter is missing', () => {
    expect(messageFor(ErrorCode.UploadTooLarge)).toBe('您上传的文件超出{limit}，请重新上传');
  });

  it('does not read inherited properties as parameters', () => {
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
  });
});

describe('isLoginInvalidCode', () => {
  it('is true only for 100, 101 and 102', () => {
    expect([100, 101, 102].every(isLoginInvalidCode)).toBe(true);
    expect([0, 99, 103, 182, 401, 403].some(isLoginInvalidCode)).toBe(false);
  });
});

describe('isErrorCode', () => {
  it('recognises registered codes only', () => {
    expect(isErrorCode(11001)).toBe(true);
    expect(isErrorCode(183)).toBe(true);
    expect(isErrorCode(188)).toBe(false);
  });
});

describe('envelopes', () => {
  it('builds a success envelope with code 0', () => {
    expect(okEnvelope({ count: 3 })).toEqual({ code: 0, message: '成功', body: { count: 3 } });
  });

  it('uses the registry text unless the rule gives its own message', () => {
    expect(errorEnvelope(ErrorCode.NotFound)).toEqual({ code: 404, message: '数据不存在', body: null });
    expect(errorEnvelope(ErrorCode.BadRequest, { message: '请输入快递单号' }).message).toBe('请输入快递单号');
  });
});
