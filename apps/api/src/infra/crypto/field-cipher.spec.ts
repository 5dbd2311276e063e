import { FieldCipher } from './field-cipher.js';

describe('FieldCipher', () => {
  const cipher = new FieldCipher('a-test-key-that-is-long-enough-0123456789');

  it('round-trips a secret and never stores it in the clear', () => {
    const stored = cipher.encrypt('LTAI5tSecretValue');
    expect(stored).not.toContain('LTAI5tSecretValue');
    expect(cipher.decrypt(stored)).toBe('LTAI5tSecretValue');
  });

  it('encrypts the same value differently each time', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses a tampered value', () => {
    const [version, iv, tag, data] = cipher.encrypt('secret').split(':');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.decrypt([version, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
  });

  it('refuses a value encrypted with another key', () => {
    const other = new FieldCipher('another-key-that-is-long-enough-987654321');
    expect(() => cipher.decrypt(other.encrypt('secret'))).toThrow();
  });

  it('keeps an empty value empty', () => {
    expect(cipher.encrypt('')).toBe('');
    expect(cipher.decrypt('')).toBe('');
  });
});
