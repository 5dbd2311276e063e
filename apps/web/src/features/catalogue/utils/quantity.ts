/** Quantity rules of spec part 1 section 5: digits only, an empty value becomes 1, no decrement below 1. */
export const MIN_QUANTITY = 1;

/** What the input keeps of a keystroke: digits only; "" stays "" while typing and becomes 1 on blur. */
export function sanitizeQuantityInput(raw: string): string {
  return raw.replace(/\D+/g, '').replace(/^0+(?=\d)/, '');
}

export function settleQuantity(text: string): number {
  const digits = sanitizeQuantityInput(text);
  const value = digits === '' ? MIN_QUANTITY : Number(digits);
  return value < MIN_QUANTITY ? MIN_QUANTITY : value;
}

export function decrementQuantity(value: number): number {
  return value <= MIN_QUANTITY ? value : value - 1;
}

export function incrementQuantity(value: number): number {
  return value + 1;
}
