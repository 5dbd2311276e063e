import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE } from './ranges.js';

/**
 * The `page` query field of every paged list: optional, from 1 up to MAX_PAGE, with the one wording every list
 * answers (页码必须是正整数 / 页码超出范围). Page sizes differ per list (their defaults and maxima follow each
 * screen), so they stay with their DTOs.
 */
export function PageField(): PropertyDecorator {
  // Listed in reverse of how they would be stacked: applyDecorators applies them in order, while stacked
  // decorators run bottom-up, and the validation pipe reports the topmost failing rule.
  return applyDecorators(
    Max(MAX_PAGE, { message: '页码超出范围' }),
    Min(1, { message: '页码必须是正整数' }),
    IsInt({ message: '页码必须是正整数' }),
    Type(() => Number),
    IsOptional(),
    ApiPropertyOptional({ example: 1, default: 1 }),
  );
}

export interface PageSizeFieldOptions {
  /** The largest page the list serves. */
  max: number;
  /** The size a request without one gets: the DTO's initialiser applies it, or the service for an optional field. */
  defaultSize: number;
  /** Absent means "the default" without an initialiser on the DTO. */
  optional?: boolean;
  /** Query strings carry text: converted to a number first. A JSON body's number is validated as sent. */
  fromQuery?: boolean;
}

/**
 * The `pageSize` field of a paged list, from 1 up to the list's own maximum, with the one wording every list
 * answers (每页条数必须是正整数 / 每页条数不能超过N). Sizes and maxima follow each screen, so they are options.
 */
export function PageSizeField({
  max,
  defaultSize,
  optional = false,
  fromQuery = true,
}: PageSizeFieldOptions): PropertyDecorator {
  const notPositive = { message: '每页条数必须是正整数' };
  // In reverse of the stacked order, as in PageField.
  return applyDecorators(
    Max(max, { message: `每页条数不能超过${max}` }),
    Min(1, notPositive),
    IsInt(notPositive),
    ...(fromQuery ? [Type(() => Number)] : []),
    ...(optional ? [IsOptional()] : []),
    ApiPropertyOptional({ example: defaultSize, default: defaultSize, maximum: max }),
  );
}
