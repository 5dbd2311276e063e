import { describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { isDecimalString, roundHalfUp } from './rounding.js';

describe('roundHalfUp', () => {
  it('rounds 1.005 up to 1.01 although the double is slightly below it', () => {
    expect(roundHalfUp(1.005, 2)).toBe('1.01');
    expect(roundHalfUp('1.005', 2)).toBe('1.01');
  });

  it('rounds a half up to the next integer with 0 decimals', () => {
    expect(roundHalfUp(2.5, 0)).toBe('3');
    expect(roundHalfUp(0.5, 0)).toBe('1');
  });

  it('rounds below a half down', () => {
    expect(roundHalfUp('1.0049999', 2)).toBe('1.00');
    expect(roundHalfUp(2.4, 0)).toBe('2');
  });

  it('rounds negative halves away from zero', () => {
    expect(roundHalfUp(-1.5, 0)).toBe('-2');
    expect(roundHalfUp('-1.005', 2)).toBe('-1.01');
    expect(roundHalfUp('-1.004', 2)).toBe('-1.00');
  });

  it('never returns negative zero', () => {
    expect(roundHalfUp('-0.001', 2)).toBe('0.00');
    expect(roundHalfUp(-0, 0)).toBe('0');
  });

  it('pads with zeros to the requested decimals', () => {
    expect(roundHalfUp('12.3', 2)).toBe('12.30');
    expect(roundHalfUp(7, 2)).toBe('7.00');
  });

  it('carries into the integer part', () => {
    expect(roundHalfUp('9.995', 2)).toBe('10.00');
    expect(roundHalfUp('999999999999.995', 2)).toBe('1000000000000.00');
  });

  it('handles leading dots, plus signs, surrounding blanks and exponents', () => {
    expect(roundHalfUp('.5', 0)).toBe('1');
    expect(roundHalfUp(' +3.14159 ', 3)).toBe('3.142');
    expect(roundHalfUp(1e-7, 2)).toBe('0.00');
    expect(roundHalfUp('1.2345e2', 1)).toBe('123.5');
    expect(roundHalfUp(1e21, 0)).toBe('1000000000000000000000');
  });

  it('keeps precision beyond the range of doubles', () => {
    expect(roundHalfUp('12345678901234567.125', 2)).toBe('12345678901234567.13');
  });

  it('throws on text that is not a number, on NaN and on bad decimals', () => {
    expect(() => roundHalfUp('abc', 2)).toThrow(RangeError);
    expect(() => roundHalfUp('', 2)).toThrow(RangeError);
    expect(() => roundHalfUp('.', 2)).toThrow(RangeError);
    expect(() => roundHalfUp(Number.NaN, 2)).toThrow(RangeError);
    expect(() => roundHalfUp(1, -1)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 1.5)).toThrow(RangeError);
  });
});

describe('isDecimalString', () => {
  it('tells decimal text from other text', () => {
    expect(isDecimalString('1234.50')).toBe(true);
    expect(isDecimalString('1,234.50')).toBe(false);
  });
});

describe('roundHalfUp against decimal.js', () => {
  it('agrees with ROUND_HALF_UP of decimal.js on many values', () => {
    // A fixed pseudo-random sequence: the same values on every run.
    let seed = 22;
    const next = (limit: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % limit;
    };
    const samples: Array<number | string> = [0, -0, 0.5, -0.5, 0.05, 0.005, 1e-7, 123e-9, 1e21, 9.995, 99.995, -99.995];
    for (let index = 0; index < 3000; index++) {
      const whole = String(next(10 ** (1 + next(9))));
      const fraction = String(next(10 ** (1 + next(7)))).padStart(1 + next(6), '0');
      const sign = next(3) === 0 ? '-' : '';
      const text = `${sign}${whole}.${fraction}`;
      samples.push(text, Number(text));
      if (index % 10 === 0) samples.push(`${sign}${whole}.${fraction}e${next(9) - 4}`);
    }
    for (const value of samples) {
      for (const decimals of [0, 1, 2, 4]) {
        const expected = new Decimal(String(value)).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
        expect(roundHalfUp(value, decimals), `${value} to ${decimals}`).toBe(
          (expected.isZero() ? expected.abs() : expected).toFixed(decimals),
        );
      }
    }
  });
});
