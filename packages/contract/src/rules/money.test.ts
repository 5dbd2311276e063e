import { describe, expect, it } from 'vitest';
import { displayBalance, formatMoney } from './money.js';

describe('formatMoney', () => {
  it('formats to two decimals rounding half-up', () => {
    expect(formatMoney(12)).toBe('12.00');
    expect(formatMoney('1234.5')).toBe('1234.50');
    expect(formatMoney(0.125)).toBe('0.13');
  });
});

describe('displayBalance', () => {
  it('keeps null so that the balance tile stays hidden', () => {
    expect(displayBalance(null)).toBeNull();
    expect(displayBalance(undefined)).toBeNull();
  });

  it('shows a negative balance as 0.00', () => {
    expect(displayBalance('-250.10')).toBe('0.00');
    expect(displayBalance(-0.006)).toBe('0.00');
  });

  it('shows a positive balance with two decimals', () => {
    expect(displayBalance('1000000')).toBe('1000000.00');
    expect(displayBalance(0)).toBe('0.00');
  });
});
