import { buildMd5Manifest } from './md5-manifest.js';

describe('buildMd5Manifest', () => {
  it('writes md5sum lines sorted by path', () => {
    expect(
      buildMd5Manifest([
        { path: 'qc/sample/报告.pdf', md5: 'b'.repeat(32) },
        { path: 'data/S1_R1.fq.gz', md5: 'a'.repeat(32) },
      ]),
    ).toBe(`${'a'.repeat(32)}  data/S1_R1.fq.gz\n${'b'.repeat(32)}  qc/sample/报告.pdf\n`);
  });

  it('is empty for an order without files', () => {
    expect(buildMd5Manifest([])).toBe('');
  });

  it('refuses a value that is not a lower-case MD5', () => {
    expect(() => buildMd5Manifest([{ path: 'a', md5: 'XYZ' }])).toThrow('Not an MD5');
  });
});
