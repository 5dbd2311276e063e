import { preferredCoding } from './content-coding.js';

describe('preferredCoding', () => {
  it('prefers brotli, then gzip, by what the client accepts', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('GZIP')).toBe('gzip');
    expect(preferredCoding(['deflate', 'gzip'])).toBe('gzip');
  });

  it('honours weights: a coding with q=0 is refused, * stands for the codings not named', () => {
    expect(preferredCoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredCoding('br; q=0.1, gzip')).toBe('br');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('br;q=0, *')).toBe('gzip');
    expect(preferredCoding('*;q=0')).toBeNull();
    expect(preferredCoding('gzip;q=0')).toBeNull();
    expect(preferredCoding('gzip;q=abc')).toBeNull();
  });

  it('answers none where nothing is accepted', () => {
    expect(preferredCoding(undefined)).toBeNull();
    expect(preferredCoding('')).toBeNull();
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding('deflate')).toBeNull();
  });
});
