import { decodeBotProof, secondsUntilExpiry } from './bot-proof.js';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const proof = { algorithm: 'SHA-256', challenge: 'c', number: 42, salt: 's?expires=100&', signature: 'x' };

describe('decodeBotProof', () => {
  it('reads a base64 JSON proof', () => {
    expect(decodeBotProof(encode(proof))).toEqual(proof);
  });

  it('drops fields it does not know', () => {
    expect(decodeBotProof(encode({ ...proof, took: 12 }))).toEqual(proof);
  });

  it('refuses other algorithms than the one issued', () => {
    expect(decodeBotProof(encode({ ...proof, algorithm: 'SHA-1' }))).toBeNull();
  });

  it('refuses malformed numbers and missing fields', () => {
    expect(decodeBotProof(encode({ ...proof, number: '42' }))).toBeNull();
    expect(decodeBotProof(encode({ ...proof, number: -1 }))).toBeNull();
    expect(decodeBotProof(encode({ ...proof, signature: undefined }))).toBeNull();
  });

  it('refuses what is not base64 JSON', () => {
    expect(decodeBotProof('%%%')).toBeNull();
    expect(decodeBotProof(encode('a string'))).toBeNull();
    expect(decodeBotProof(encode(null))).toBeNull();
  });
});

describe('secondsUntilExpiry', () => {
  it('counts down to the expires parameter of the salt', () => {
    expect(secondsUntilExpiry('abc?expires=1000&', 900_000)).toBe(100);
  });

  it('is 0 when the challenge expired or has no expiry', () => {
    expect(secondsUntilExpiry('abc?expires=1000&', 1_100_000)).toBe(0);
    expect(secondsUntilExpiry('abc&', 0)).toBe(0);
  });
});
