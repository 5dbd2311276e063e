import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';

interface EnvelopeOptions {
  description?: string;
  isArray?: boolean;
}

/**
 * Documents the `{ code, message, body }` envelope with `body` typed by the given DTO,
 * so integrators see the real shape of every answer in Swagger.
 */
export function ApiEnvelopeResponse(model: Type<unknown> | null, options: EnvelopeOptions = {}) {
  const body = model
    ? options.isArray
      ? { type: 'array', items: { $ref: getSchemaPath(model) } }
      : { $ref: getSchemaPath(model) }
    : { type: 'object', nullable: true, example: null };
  const decorators = [
    ApiOkResponse({
      description: options.description ?? '成功时 code 为 0；业务失败时 code 为错误码，message 为提示文字',
      schema: {
        type: 'object',
        required: ['code', 'message', 'body'],
        properties: {
          code: { type: 'integer', example: 0 },
          message: { type: 'string', example: '成功' },
          body,
        },
      },
    }),
  ];
  if (model) decorators.unshift(ApiExtraModels(model));
  return applyDecorators(...decorators);
}
