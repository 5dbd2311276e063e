import { decodeCredential, encodeCredential } from './credential-payload.js';

describe('credential payload', () => {
  it('round-trips the structure, Chinese text included', () => {
    const credential = {
      eptpl: 'http://127.0.0.1:9000',
      id: 'KEY',
      secret: 'SECRET',
      osspath: 's3://seqportal-delivery/orders/SO1/',
      region: 'us-east-1',
      desc: '只读，30天内有效',
    };
    const encoded = encodeCredential(credential);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeCredential(encoded)).toEqual(credential);
  });
});
