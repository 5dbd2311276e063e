import { CART_MAX_QTY, CART_MIN_QTY } from '@seqportal/contract';

/**
 * Quantity rules of spec part 1 section 5, for the product page's stepper and the sample box's: digits only, an
 * empty value becomes 1, no decrement below 1. The spec shows no maximum; the API caps a line at CART_MAX_QTY only
 * to stop runaway input, so both steppers stop there too instead of sending a value the server would refuse.
 */
export const MIN_QUANTITY = CART_MIN_QTY;
export const MAX_QUANTITY = CART_MAX_QTY;

/** What the input keeps of a keystroke: digits only, no leading zeros; "" stays "" while typing. */
export function sanitizeQuantityInput(raw: string): string {
  return raw.replace(/\D+/g, '').replace(/^0+(?=\d)/, '');
}

/** The quantity a finished entry stands for: empty (or 0) becomes 1, beyond the cap becomes the cap. */
export function settleQuantity(text: string): number {
  const digits = sanitizeQuantityInput(text);
  if (digits === '') return MIN_QUANTITY;
  // Compare by length first: a 30-digit entry is not a safe integer and must still read as "too many".
  if (digits.length > String(MAX_QUANTITY).length) return MAX_QUANTITY;
  const value = Number(digits);
  return Math.min(Math.max(value, MIN_QUANTITY), MAX_QUANTITY);
}

/** The decrement button does nothing at 1 or below. */
export function decrementQuantity(value: number): number {
  return value <= MIN_QUANTITY ? value : value - 1;
}

export function incrementQuantity(value: number): number {
  return value >= MAX_QUANTITY ? value : value + 1;
}
