import bwipjs from 'bwip-js';
import { sampleCodes } from './sample-codes.js';

describe('sampleCodes', () => {
  it('builds both codes from the business date and the sequence number', () => {
    // 2025-11-20 17:30 UTC is already 21 November in Shanghai.
    const at = new Date('2025-11-20T17:30:00Z');
    expect(sampleCodes(123, 'wk', at, 'Asia/Shanghai')).toEqual({
      codeNo: 'SC251121000123',
      sendTempCode: 'TW251121000123',
    });
    expect(sampleCodes(7, 'yb', at, 'Asia/Shanghai').sendTempCode).toBe('TY251121000007');
  });

  it('keeps growing past a million instead of wrapping', () => {
    expect(sampleCodes(1_234_567, 'yb', new Date('2025-01-01T00:00:00Z'), 'Asia/Shanghai').codeNo).toBe(
      'SC2501011234567',
    );
  });

  it('gives codes that encode as Code 128 barcodes', () => {
    const { codeNo, sendTempCode } = sampleCodes(42, 'wk', new Date(), 'Asia/Shanghai');
    for (const text of [codeNo, sendTempCode]) {
      expect(text).toMatch(/^[A-Z0-9]+$/);
      expect(bwipjs.toSVG({ bcid: 'code128', text, scale: 2, height: 10 })).toContain('<svg');
    }
  });
});
