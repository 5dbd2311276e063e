import { describe, expect, it } from 'vitest';
import { validateNickName } from './nick-name.js';

describe('validateNickName', () => {
  it('asks for a nickname when it is empty or blank', () => {
    expect(validateNickName('')).toBe('请输入昵称');
    expect(validateNickName('   ')).toBe('请输入昵称');
    expect(validateNickName(null)).toBe('请输入昵称');
  });

  it('refuses more than 50 characters, counting a Chinese character or an emoji as one', () => {
    expect(validateNickName('张'.repeat(51))).toBe('昵称不能超过50个字符');
    expect(validateNickName('张'.repeat(50))).toBeNull();
    expect(validateNickName('😀'.repeat(50))).toBeNull();
  });

  it('ignores surrounding blanks', () => {
    expect(validateNickName(`  ${'张'.repeat(50)}  `)).toBeNull();
  });
});
