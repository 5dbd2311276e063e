import { describe, expect, it } from 'vitest';
import { isValidPhone, maskPhone } from './phone.js';

describe('isValidPhone', () => {
  it('accepts 11 digits whose first two are 13 to 19', () => {
    for (const prefix of ['13', '14', '15', '16', '17', '18', '19']) {
      expect(isValidPhone(`${prefix}800000001`)).toBe(true);
    }
  });

  it('accepts an optional leading 0', () => {
    expect(isValidPhone('013800000001')).toBe(true);
  });

  it('rejects prefixes 10 to 12 and a first digit other than 1', () => {
    expect(isValidPhone('12800000001')).toBe(false);
    expect(isValidPhone('10800000001')).toBe(false);
    expect(isValidPhone('23800000001')).toBe(false);
  });

  it('rejects numbers one digit too short or too long', () => {
    expect(isValidPhone('1380000000')).toBe(false);
    expect(isValidPhone('138000000012')).toBe(false);
  });

  it('rejects two leading zeros, spaces and letters', () => {
    expect(isValidPhone('0013800000001')).toBe(false);
    expect(isValidPhone('138 0000 0001')).toBe(false);
    expect(isValidPhone('1380000000a')).toBe(false);
  });
});

describe('maskPhone', () => {
  it('keeps the first 3 and last 4 digits of an 11-digit phone', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });

  it('masks a short value at both ends without showing it in full', () => {
    expect(maskPhone('1234567')).toBe('1*****7');
    expect(maskPhone('123')).toBe('***');
    expect(maskPhone('')).toBe('');
  });
});
