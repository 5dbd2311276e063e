import { describe, expect, it } from 'vitest';
import { hammingDistance, reverseComplement, sanitizeIndex, validateIndex } from './index-sequence.js';

describe('sanitizeIndex', () => {
  it('uppercases and keeps only A, C, G and T', () => {
    expect(sanitizeIndex(' atcg-gN tt ')).toBe('ATCGGTT');
  });

  it('returns an empty string for missing input', () => {
    expect(sanitizeIndex(null)).toBe('');
  });
});

describe('validateIndex', () => {
  it('accepts 6 to 32 bases in any case and returns them uppercased', () => {
    expect(validateIndex('acgtac', 'i7')).toEqual({ value: 'ACGTAC', error: null });
    expect(validateIndex('A'.repeat(32), 'i7')).toEqual({ value: 'A'.repeat(32), error: null });
  });

  it('ignores whitespace inside the sequence', () => {
    expect(validateIndex(' ACG TAC ', 'i5')).toEqual({ value: 'ACGTAC', error: null });
  });

  it('rejects empty input when the field is required', () => {
    expect(validateIndex('', 'i7 index').error).toBe('i7 index不能为空');
    expect(validateIndex('  ', 'i7 index').error).toBe('i7 index不能为空');
  });

  it('accepts empty input when the field is optional', () => {
    expect(validateIndex('', 'i5', { required: false })).toEqual({ value: '', error: null });
  });

  it('rejects characters other than bases instead of silently dropping them', () => {
    expect(validateIndex('ACGTNAC', 'i7').error).toBe('i7格式不正确');
    expect(validateIndex('ACGT-ACGT', 'i7').error).toBe('i7格式不正确');
  });

  it('rejects more than 32 bases as a format error', () => {
    expect(validateIndex('A'.repeat(33), 'i7').error).toBe('i7格式不正确');
  });

  it('rejects fewer than 6 bases', () => {
    expect(validateIndex('ACGTA', 'i7')).toEqual({ value: 'ACGTA', error: 'i7不能少于6位' });
  });
});

describe('reverseComplement', () => {
  it('complements and reverses, accepting lowercase and N', () => {
    expect(reverseComplement('AACGTN')).toBe('NACGTT');
    expect(reverseComplement('atgc')).toBe('GCAT');
  });

  it('throws on a character that is not a nucleotide', () => {
    expect(() => reverseComplement('ACGX')).toThrow(RangeError);
  });
});

describe('hammingDistance', () => {
  it('counts mismatched positions of equal-length sequences', () => {
    expect(hammingDistance('ACGTAC', 'ACGTAC')).toBe(0);
    expect(hammingDistance('ACGTAC', 'TCGTAG')).toBe(2);
  });

  it('compares only the length of the shorter sequence', () => {
    expect(hammingDistance('ACGTAC', 'ACGTACGGTT')).toBe(0);
    expect(hammingDistance('ACGTACGGTT', 'TCGTAC')).toBe(1);
  });

  it('ignores case', () => {
    expect(hammingDistance('acgtac', 'ACGTAC')).toBe(0);
  });
});
