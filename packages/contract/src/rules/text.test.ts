import { describe, expect, it } from 'vitest';
import { isDigitsOnly, isValidEmail, joinEmailList, parseEmailList, stripWhitespace } from './text.js';

describe('stripWhitespace', () => {
  it('removes spaces, tabs, newlines and full-width spaces anywhere in the string', () => {
    expect(stripWhitespace(' 138 0000\t0001\n')).toBe('13800000001');
    expect(stripWhitespace('上海\u3000示例')).toBe('上海示例');
  });
});

describe('isDigitsOnly', () => {
  it('accepts a string of ASCII digits', () => {
    expect(isDigitsOnly('0123456789')).toBe(true);
  });

  it('rejects empty input, signs, decimals and full-width digits', () => {
    expect(isDigitsOnly('')).toBe(false);
    expect(isDigitsOnly('-1')).toBe(false);
    expect(isDigitsOnly('1.5')).toBe(false);
    expect(isDigitsOnly('１２')).toBe(false);
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses including subdomains and plus tags', () => {
    expect(isValidEmail('pm@seqportal.cn')).toBe(true);
    expect(isValidEmail('li.lei+orders@lab.example.com.cn')).toBe(true);
  });

  it('rejects addresses without a domain, without a dot-suffix or with spaces', () => {
    expect(isValidEmail('pm@')).toBe(false);
    expect(isValidEmail('pm@localhost')).toBe(false);
    expect(isValidEmail('p m@seqportal.cn')).toBe(false);
    expect(isValidEmail('pm@-bad-.cn')).toBe(false);
  });

  it('rejects addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@x.cn`)).toBe(false);
  });
});

describe('e-mail lists of the order settings', () => {
  it('splits on half- and full-width semicolons and drops blanks', () => {
    expect(parseEmailList('a@x.cn; b@y.cn；;')).toEqual(['a@x.cn', 'b@y.cn']);
  });

  it('joins with a trailing semicolon as the legacy field stores them', () => {
    expect(joinEmailList(['a@x.cn', 'b@y.cn'])).toBe('a@x.cn;b@y.cn;');
  });
});
