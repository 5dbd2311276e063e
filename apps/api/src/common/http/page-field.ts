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
