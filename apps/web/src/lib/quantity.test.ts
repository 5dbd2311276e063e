import { CART_MAX_QTY } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { decrementQuantity, incrementQuantity, sanitizeQuantityInput, settleQuantity } from './quantity';

describe('quantity rules of the product page and the sample box (spec part 1 section 5)', () => {
  it('keeps digits only while typing and drops leading zeros', () => {
    expect(sanitizeQuantityInput('1a2-b3')).toBe('123');
    expect(sanitizeQuantityInput('３x')).toBe('');
    expect(sanitizeQuantityInput('007')).toBe('7');
    expect(sanitizeQuantityInput('-3.5')).toBe('35');
    expect(sanitizeQuantityInput('００7')).toBe('7');
    expect(sanitizeQuantityInput('')).toBe('');
  });

  it('turns an empty or zero entry into 1', () => {
    expect(settleQuantity('')).toBe(1);
    expect(settleQuantity('0')).toBe(1);
    expect(settleQuantity('abc')).toBe(1);
    expect(settleQuantity('12')).toBe(12);
  });

  it('stops at the server cap instead of sending a quantity it would refuse', () => {
    expect(settleQuantity(String(CART_MAX_QTY + 1))).toBe(CART_MAX_QTY);
    expect(settleQuantity('123456789012345678901234567890')).toBe(CART_MAX_QTY);
    expect(incrementQuantity(CART_MAX_QTY)).toBe(CART_MAX_QTY);
  });

  it('does nothing on decrement at 1 or below', () => {
    expect(decrementQuantity(1)).toBe(1);
    expect(decrementQuantity(0)).toBe(0);
    expect(decrementQuantity(5)).toBe(4);
    expect(incrementQuantity(1)).toBe(2);
  });
});
