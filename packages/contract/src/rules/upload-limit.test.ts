import { describe, expect, it } from 'vitest';
import { formatUploadLimit } from './upload-limit.js';

describe('upload limits in refusals', () => {
  it('words whole and fractional megabytes and small caps in KB', () => {
    expect(formatUploadLimit(15 * 1024 * 1024)).toBe('15MB');
    expect(formatUploadLimit(1.5 * 1024 * 1024)).toBe('1.5MB');
    expect(formatUploadLimit(1024)).toBe('1KB');
  });
});
