import { canonicalJson, requestHash } from './request-hash.js';

describe('idempotency request hash', () => {
  it('ignores the order of object keys at every level', () => {
    const a = { orderNo: '1', skuList: [{ skuId: 1, count: 2 }], flags: { b: true, a: false } };
    const b = { flags: { a: false, b: true }, skuList: [{ count: 2, skuId: 1 }], orderNo: '1' };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(requestHash(a)).toBe(requestHash(b));
  });

  it('keeps the order of array items and tells different values apart', () => {
    expect(requestHash([1, 2])).not.toBe(requestHash([2, 1]));
    expect(requestHash({ count: 1 })).not.toBe(requestHash({ count: '1' }));
    expect(requestHash({ confirmCredit: true })).not.toBe(requestHash({}));
  });

  it('treats an undefined field as absent', () => {
    expect(requestHash({ a: 1, b: undefined })).toBe(requestHash({ a: 1 }));
    expect(requestHash({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});
