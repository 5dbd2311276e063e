import { measurement, toColumn, totalAmount } from './qc-values.js';

describe('QC values', () => {
  it('keeps a measured total amount', () => {
    expect(totalAmount(1234.5, 10, 20)).toBe('1234.500');
  });

  it('computes the total amount from concentration and volume without float error', () => {
    expect(totalAmount(undefined, 0.1, 0.3)).toBe('0.030');
    expect(totalAmount(null, 35.27, 28.5)).toBe('1005.195');
  });

  it('rounds half-up at the third decimal', () => {
    expect(totalAmount(undefined, 1.0005, 1)).toBe('1.001');
    expect(toColumn(2.05, 1)).toBe('2.1');
  });

  it('has no total without both factors', () => {
    expect(totalAmount(undefined, 12, null)).toBeNull();
    expect(totalAmount(undefined, undefined, 3)).toBeNull();
  });

  it('maps column text to numbers and back', () => {
    expect(measurement('1.850')).toBe(1.85);
    expect(measurement(null)).toBeNull();
    expect(toColumn(null, 3)).toBeNull();
  });
});
