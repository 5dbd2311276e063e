/**
 * A successful answer with a message of its own (修改成功, 删除成功 ...).
 * Controllers return plain bodies for the default message, or an ApiResult when the spec names one.
 */
export class ApiResult<T> {
  constructor(
    readonly body: T,
    readonly message: string = SUCCESS_MESSAGE,
  ) {}
}

export const SUCCESS_MESSAGE = '成功';
