import { describe, expect, it } from 'vitest';
import { formatYuan, multiplyMoney, sumMoney } from './money';

describe('client money', () => {
  it('sums amounts exactly, so that 0.1 + 0.2 is 0.30 and not 0.30000000000000004', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['1999.99', '0.01', '12'])).toBe('2012.00');
    expect(sumMoney([])).toBe('0.00');
  });

  it('counts values that are not amounts as zero rather than failing the whole total', () => {
    expect(sumMoney(['5.00', '', 'abc', null, undefined, '1.50'])).toBe('6.50');
  });

  it('rounds half-up to the fen before summing', () => {
    expect(sumMoney(['1.005', '1.005'])).toBe('2.02');
  });

  it('multiplies a unit price by a quantity exactly', () => {
    expect(multiplyMoney('0.10', 3)).toBe('0.30');
    expect(multiplyMoney('1299.90', 7)).toBe('9099.30');
    expect(multiplyMoney('bad', 2)).toBe('0.00');
  });

  it('formats yuan with the sign and thousands separators', () => {
    expect(formatYuan('1234567.5')).toBe('¥1,234,567.50');
    expect(formatYuan('0')).toBe('¥0.00');
    expect(formatYuan(null)).toBe('¥0.00');
    expect(formatYuan('-12.3')).toBe('-¥12.30');
  });
});
