import { randomDigits, randomSecret, sha256Hex } from './secrets.js';

describe('secrets', () => {
  it('makes codes of exactly the asked number of digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, () => randomDigits(6));
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });

  it('makes 256-bit URL-safe secrets that never repeat', () => {
    const secret = randomSecret();
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(randomSecret()).not.toBe(secret);
  });

  it('hashes with SHA-256 in hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
