import { describe, expect, it } from 'vitest';
import { decodeLibraries, encodeLibraries } from './selection';

describe('library selection in the URL', () => {
  it('round-trips the chosen libraries', () => {
    const encoded = encodeLibraries([
      { orderId: 4, libraryId: 12 },
      { orderId: 4, libraryId: 13 },
    ]);
    expect(encoded).toBe('4.12,4.13');
    expect(decodeLibraries(encoded).map((library) => [library.orderId, library.libraryId])).toEqual([
      [4, 12],
      [4, 13],
    ]);
  });

  it('skips malformed parts and answers nothing for no value', () => {
    expect(decodeLibraries('4.12,x,5')).toHaveLength(1);
    expect(decodeLibraries(null)).toEqual([]);
  });
});
