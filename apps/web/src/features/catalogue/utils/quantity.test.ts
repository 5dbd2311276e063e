import { describe, expect, it } from 'vitest';
import { decrementQuantity, incrementQuantity, sanitizeQuantityInput, settleQuantity } from './quantity';

describe('quantity rules', () => {
  it('keeps digits only when typing', () => {
    expect(sanitizeQuantityInput('1a2b')).toBe('12');
    expect(sanitizeQuantityInput('-3.5')).toBe('35');
    expect(sanitizeQuantityInput('００7')).toBe('7');
  });

  it('turns an empty or zero value into 1', () => {
    expect(settleQuantity('')).toBe(1);
    expect(settleQuantity('0')).toBe(1);
    expect(settleQuantity('abc')).toBe(1);
    expect(settleQuantity('25')).toBe(25);
  });

  it('does not decrement below 1', () => {
    expect(decrementQuantity(1)).toBe(1);
    expect(decrementQuantity(0)).toBe(0);
    expect(decrementQuantity(3)).toBe(2);
    expect(incrementQuantity(1)).toBe(2);
  });
});
