import { ValidationPipe, type ArgumentMetadata, type ValidationPipeOptions } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { DomainError, UserInputError } from '../errors/domain-errors.js';
import { plainDtoFastPathFor } from './plain-dto-fast-path.js';
import { installValidationMetadataCache } from './validation-metadata-cache.js';

/** Nest's ValidationPipe, with flat queries and bodies that plainly pass decided on a fast path (plain-dto-fast-path.ts). */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { type, metatype } = metadata;
    if (
      (type === 'query' || type === 'body') &&
      metatype &&
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value)
    ) {
      const accepted = plainDtoFastPathFor(metatype as new () => object)?.(value as Record<string, unknown>);
      if (accepted) return accepted;
    }
    return super.transform(value, metadata);
  }
}

/**
 * Whitelisting validation whose failure is the Chinese message of the first failing rule
 * (DESIGN.md section 2), so that the page can show it as it is. "First" is as written: decorators
 * run bottom-up, so class-validator lists a property's constraints from the last decorator to the
 * first, and the topmost failing one is the last entry.
 */
export const VALIDATION_PIPE_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  validationError: { target: false, value: false },
  exceptionFactory: (errors: ValidationError[]) => {
    const failure = firstFailure(errors);
    // A rule may answer another code than 400 (`context: { code: 404 }`): an order id that cannot exist is an
    // order that is not found, as the message says.
    return failure.code === undefined
      ? new UserInputError(failure.message)
      : new DomainError(failure.code, failure.message);
  },
};

export function createValidationPipe(): ValidationPipe {
  installValidationMetadataCache();
  return new AppValidationPipe(VALIDATION_PIPE_OPTIONS);
}

export function firstMessage(errors: ValidationError[]): string {
  return firstFailure(errors).message;
}

interface Failure {
  message: string;
  code?: number;
}

function firstFailure(errors: ValidationError[]): Failure {
  for (const error of errors) {
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) return { message: `不支持的字段：${error.property}` };
    const entry = Object.entries(constraints).at(-1);
    if (entry) {
      const code = (error.contexts?.[entry[0]] as { code?: unknown } | undefined)?.code;
      return {
        message: chineseMessage(entry[0], entry[1], error.property),
        code: typeof code === 'number' ? code : undefined,
      };
    }
    const nested = firstFailure(error.children ?? []);
    if (nested.message !== DEFAULT_VALIDATION_MESSAGE) return nested;
  }
  return { message: DEFAULT_VALIDATION_MESSAGE };
}

const DEFAULT_VALIDATION_MESSAGE = '请求参数错误';

/**
 * The one default message map: a rule declared without a message of its own has class-validator's English text
 * (`isPlus must be a boolean value`), which must never reach a customer. It is replaced by the Chinese sentence for
 * its kind of rule, naming the field as the request does.
 */
const DEFAULT_MESSAGES: Record<string, (field: string) => string> = {
  isBoolean: (field) => `${field} 必须是 true 或 false`,
  isInt: (field) => `${field} 必须是整数`,
  isNumber: (field) => `${field} 必须是数字`,
  isNumberString: (field) => `${field} 必须是数字`,
  isPositive: (field) => `${field} 必须大于 0`,
  min: (field) => `${field} 超出允许范围`,
  max: (field) => `${field} 超出允许范围`,
  isString: (field) => `${field} 必须是文字`,
  isNotEmpty: (field) => `${field} 不能为空`,
  isDefined: (field) => `${field} 不能为空`,
  minLength: (field) => `${field} 长度不足`,
  maxLength: (field) => `${field} 长度超出限制`,
  length: (field) => `${field} 长度不正确`,
  isArray: (field) => `${field} 必须是列表`,
  arrayMaxSize: (field) => `${field} 条目过多`,
  arrayMinSize: (field) => `${field} 条目不足`,
  arrayNotEmpty: (field) => `${field} 不能为空`,
  isIn: (field) => `${field} 的取值不在允许范围内`,
  isEnum: (field) => `${field} 的取值不在允许范围内`,
  isObject: (field) => `${field} 格式不正确`,
  nestedValidation: (field) => `${field} 格式不正确`,
};

const HAS_CHINESE = /[\u4e00-\u9fff]/;

export function chineseMessage(constraint: string, message: string, field: string): string {
  if (HAS_CHINESE.test(message)) return message;
  return DEFAULT_MESSAGES[constraint]?.(field) ?? `${field} 格式不正确`;
}
