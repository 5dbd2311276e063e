import { ErrorCode, type ErrorCodeValue } from './error-codes.js';

/** Default texts; where the spec gives a wording it is copied verbatim, because clients and tests compare it. */
export const ERROR_MESSAGES: Record<ErrorCodeValue, string> = {
  [ErrorCode.Success]: '成功',
  [ErrorCode.Silent]: '',
  [ErrorCode.NoToken]: '您的登录已失效，请重新登录！',
  [ErrorCode.TokenExpired]: '您的登录已失效，请重新登录！',
  [ErrorCode.TokenInvalid]: '您的登录已失效，请重新登录！',
  [ErrorCode.OrderSettingsMissing]: '下单设置未填写，请前往下单设置补充',
  [ErrorCode.NotApproved]: '请先进行机构认证',
  [ErrorCode.OutOfContract]: '该商品不在合同范围内，请联系客服',
  [ErrorCode.CreditInsufficient]: '您的额度不足，下单后不会开始实验，需要您及时联系PM处理',
  [ErrorCode.UnpaidCapReached]: '未付款金额已达上限，暂停下单，请联系客服',
  [ErrorCode.ContractBalanceInsufficient]: '合同余额不足，请联系客服续签或选择其他合同',
  [ErrorCode.RegisterCodeExpired]: '验证码失效，请重新注册',
  [ErrorCode.SubRegisterCodeExpired]: '验证码失效，请重新注册',
  [ErrorCode.BadRequest]: '请求参数错误',
  [ErrorCode.Forbidden]: '没有权限',
  [ErrorCode.NotFound]: '数据不存在',
  [ErrorCode.Conflict]: '请求重复，且与之前的请求内容不一致',
  [ErrorCode.IllegalOperation]: '当前状态不允许该操作',
  [ErrorCode.TooManyRequests]: '操作过于频繁，请稍后再试',
  [ErrorCode.ServerError]: '服务器异常',
  [ErrorCode.UploadTooLarge]: '您上传的文件超出{limit}，请重新上传',
  [ErrorCode.UploadFormat]: '仅支持jpg、jpeg、png、pdf格式文件',
};

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders in a message template. A placeholder without a matching parameter is left as
 * written, so a forgotten parameter is visible instead of silently producing a misleading sentence.
 */
export function fillPlaceholders(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole: string, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function messageFor(code: ErrorCodeValue, params?: MessageParams): string {
  return fillPlaceholders(ERROR_MESSAGES[code], params);
}
