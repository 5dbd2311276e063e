import { describe, expect, it } from 'vitest';
import { isValidUsername, validateUsername } from './username.js';

describe('validateUsername', () => {
  it('asks for a username when it is empty or blank', () => {
    expect(validateUsername('')).toBe('请输入用户名');
    expect(validateUsername('   ')).toBe('请输入用户名');
    expect(validateUsername(undefined)).toBe('请输入用户名');
  });

  it('rejects a single character and more than 50 characters', () => {
    expect(validateUsername('李')).toBe('请按规则输入账号');
    expect(validateUsername('a'.repeat(51))).toBe('请按规则输入账号');
  });

  it('accepts 2 and 50 characters, counting Chinese characters as one each', () => {
    expect(validateUsername('李雷')).toBeNull();
    expect(validateUsername('测'.repeat(50))).toBeNull();
    expect(isValidUsername('上海示例生物')).toBe(true);
  });

  it('ignores surrounding blanks when counting', () => {
    expect(isValidUsername(' 李 ')).toBe(false);
    expect(isValidUsername(' 李雷 ')).toBe(true);
  });
});
