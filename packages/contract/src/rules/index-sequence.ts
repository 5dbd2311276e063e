export const INDEX_MIN_LENGTH = 6;
export const INDEX_MAX_LENGTH = 32;

export interface IndexValidation {
  /** The sanitized sequence (uppercase A/C/G/T only), also when an error is reported. */
  value: string;
  error: string | null;
}

/** Keeps only the bases, uppercased: the sample-input field trims to valid characters as the user types. */
export function sanitizeIndex(raw: string | null | undefined): string {
  return (raw ?? '').toUpperCase().replace(/[^ACGT]/g, '');
}

/**
 * Validates an i7/i5 index with the spec's messages (spec part 2 section 5). Other characters than bases and
 * whitespace are reported instead of silently dropped: a pasted "ATCG-N" must not become a different index.
 */
export function validateIndex(
  raw: string | null | undefined,
  fieldName: string,
  options: { required?: boolean } = {},
): IndexValidation {
  const required = options.required ?? true;
  const input = raw ?? '';
  const value = sanitizeIndex(input);
  if (input.trim().length === 0) {
    return { value, error: required ? `${fieldName}不能为空` : null };
  }
  if (/[^ACGTacgt\s]/.test(input) || value.length > INDEX_MAX_LENGTH) {
    return { value, error: `${fieldName}格式不正确` };
  }
  if (value.length < INDEX_MIN_LENGTH) {
    return { value, error: `${fieldName}不能少于${INDEX_MIN_LENGTH}位` };
  }
  return { value, error: null };
}

const COMPLEMENT: Readonly<Record<string, string>> = { A: 'T', T: 'A', C: 'G', G: 'C', N: 'N' };

/**
 * Reverse complement, as an i5 index reads on instruments that sequence it from the other strand.
 * Throws on anything but A/C/G/T/N: a silently altered index would hide a collision.
 */
export function reverseComplement(sequence: string): string {
  let result = '';
  for (const base of sequence.toUpperCase()) {
    const complement = COMPLEMENT[base];
    if (complement === undefined) {
      throw new RangeError(`Not a nucleotide: "${base}" in "${sequence}"`);
    }
    result = complement + result;
  }
  return result;
}

/**
 * Mismatches over the length of the shorter sequence, case-insensitive. Indexes of different lengths
 * collide when the shorter one is a prefix of the longer, because the instrument reads only that many cycles.
 */
export function hammingDistance(a: string, b: string): number {
  const left = a.toUpperCase();
  const right = b.toUpperCase();
  const length = Math.min(left.length, right.length);
  let distance = 0;
  for (let i = 0; i < length; i += 1) {
    if (left[i] !== right[i]) {
      distance += 1;
    }
  }
  return distance;
}
