import { describe, expect, it } from 'vitest';
import { displayBalance, formatMoney, formatYuan, groupedMoney } from './money.js';

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

describe('the one money formatter', () => {
  it('shows ¥, thousands separators and two decimals half-up', () => {
    expect(formatYuan('2380')).toBe('¥2,380.00');
    expect(formatYuan(2380)).toBe('¥2,380.00');
    expect(formatYuan('1234567.005')).toBe('¥1,234,567.01');
    expect(formatYuan('0.5')).toBe('¥0.50');
    expect(formatYuan('-2380.5')).toBe('-¥2,380.50');
    expect(groupedMoney('1000000')).toBe('1,000,000.00');
  });

  it('shows ¥0.00 for what is not an amount', () => {
    expect(formatYuan(null)).toBe('¥0.00');
    expect(formatYuan(undefined)).toBe('¥0.00');
    expect(formatYuan('abc')).toBe('¥0.00');
    expect(formatYuan(Number.NaN)).toBe('¥0.00');
  });
});
