import { ValidationPipe, type ArgumentMetadata, type ValidationPipeOptions } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { UserInputError } from '../errors/domain-errors.js';
import { plainDtoFastPathFor } from './plain-dto-fast-path.js';
import { installValidationMetadataCache } from './validation-metadata-cache.js';

/** Nest's ValidationPipe, with flat queries and bodies that plainly pass decided on a fast path (plain-dto-fast-path.ts). */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { type, metatype } = metadata;
    if ((type === 'query' || type === 'body') && metatype && value !== null && typeof value === 'object' && !Array.isArray(value)) {
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
  exceptionFactory: (errors: ValidationError[]) => new UserInputError(firstMessage(errors)),
};

export function createValidationPipe(): ValidationPipe {
  installValidationMetadataCache();
  return new AppValidationPipe(VALIDATION_PIPE_OPTIONS);
}

export function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) return `不支持的字段：${error.property}`;
    const message = Object.values(constraints).at(-1);
    if (message) return message;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return '请求参数错误';
}
