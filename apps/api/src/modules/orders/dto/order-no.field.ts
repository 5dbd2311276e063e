import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../accounts/dto/account-validators.js';

/** Order numbers are the business date and a sequence, 16 characters today; 32 leaves room to grow. */
const ORDER_NO_MAX_LENGTH = 32;

/**
 * An order number in a request, trimmed (a scanner or a copy-paste brings blanks along). `missing` answers an
 * absent or empty number, `malformed` an over-long one: customers' calls answer 订单不存在 for both, staff
 * screens ask for the number.
 */
export function OrderNoField(messages: { missing: string; malformed: string }): PropertyDecorator {
  // Listed in reverse of how they would be stacked: applyDecorators applies them in order, while stacked
  // decorators run bottom-up, and the validation pipe reports the topmost failing rule (see firstMessage).
  return applyDecorators(
    MaxLength(ORDER_NO_MAX_LENGTH, { message: messages.malformed }),
    IsNotEmpty({ message: messages.missing }),
    IsString({ message: messages.missing }),
    Trim(),
    ApiProperty({ example: '2026112100000042' }),
  );
}
