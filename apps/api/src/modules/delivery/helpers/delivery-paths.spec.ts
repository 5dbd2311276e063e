import { attachmentDisposition, cleanFileName, deliveryPath, objectKey, orderPrefix } from './delivery-paths.js';

describe('delivery paths', () => {
  it("puts files below the order's prefix, in a folder per category", () => {
    expect(orderPrefix('SO20261121000001')).toBe('orders/SO20261121000001/');
    expect(deliveryPath('DATA', 'S1_R1.fq.gz')).toBe('data/S1_R1.fq.gz');
    expect(deliveryPath('SAMPLE_QC', '样本质检报告.pdf')).toBe('qc/sample/样本质检报告.pdf');
    expect(deliveryPath('DATA_QC', 'qc.html')).toBe('qc/data/qc.html');
    expect(objectKey('SO1', 'data/a.txt')).toBe('orders/SO1/data/a.txt');
  });

  it('refuses an order number that could escape its prefix', () => {
    expect(() => orderPrefix('../SO1')).toThrow();
    expect(() => orderPrefix('SO1/x')).toThrow();
    expect(() => orderPrefix('')).toThrow();
  });
});

describe('cleanFileName', () => {
  it('trims and keeps ordinary and Chinese names', () => {
    expect(cleanFileName('  S1_R1.fq.gz ')).toBe('S1_R1.fq.gz');
    expect(cleanFileName('样本A 质检报告.pdf')).toBe('样本A 质检报告.pdf');
  });

  it.each(['', '   ', '.', '..', 'a/b.txt', 'a\\b.txt', 'line\nbreak.txt', 'tab\t.txt', 'x'.repeat(201)])(
    'refuses %j',
    (name) => {
      expect(cleanFileName(name)).toBeNull();
    },
  );

  it('counts characters, not bytes, against the 200 limit', () => {
    expect(cleanFileName('测'.repeat(200))).toBe('测'.repeat(200));
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('报告 (1).pdf')).toBe(
      `attachment; filename="__ (1).pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20%281%29.pdf`,
    );
  });

  it('cannot be broken out of by quotes', () => {
    expect(attachmentDisposition('a"b.txt')).toBe(`attachment; filename="a_b.txt"; filename*=UTF-8''a%22b.txt`);
  });
});
