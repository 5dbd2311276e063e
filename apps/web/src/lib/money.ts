import { formatMoney, isDecimalString } from '@seqportal/contract';
import { Decimal } from 'decimal.js';

/**
 * Money on the client. Amounts arrive as two-decimal strings (MoneyString) and are added and multiplied in
 * decimal.js, so that a sample box of many lines never shows a total off by a fen the way float addition would.
 */

/** Each amount is first rounded to the fen as the server rounds it; sums and integer multiples of fen are then exact. */
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

const toFen = (value: Decimal): string => formatMoney(value.toFixed());

/** Sum of decimal amounts, half-up to two decimals; values that are not amounts count as zero. */
export function sumMoney(values: ReadonlyArray<string | number | null | undefined>): string {
  let total = new Money(0);
  for (const value of values) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && !isDecimalString(value)) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    total = total.plus(formatMoney(value));
  }
  return toFen(total);
}

/** Unit price × an integer quantity, exact (the line total the sample box shows before the server answers). */
export function multiplyMoney(price: string | number, quantity: number): string {
  if (typeof price === 'string' && !isDecimalString(price)) return '0.00';
  return toFen(new Money(formatMoney(price)).times(Math.trunc(quantity)));
}

/** '¥1,234.50': the contract's one formatter, re-exported where the web's money helpers live. */
export { formatYuan } from '@seqportal/contract';
