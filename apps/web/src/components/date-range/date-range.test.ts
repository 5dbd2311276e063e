import { describe, expect, it } from 'vitest';
import { isRangeReversed, readRangeEnd, toBoundParams, toEnterTime } from './date-range';

describe('date range ends', () => {
  it('fills an open end of enterTime with 2000-01-01 or 3000-12-31 and leaves it out when both are open', () => {
    expect(toEnterTime({ start: '2026-01-01', end: '2026-01-31' })).toBe('2026-01-01~2026-01-31');
    expect(toEnterTime({ start: '2026-01-01', end: '' })).toBe('2026-01-01~3000-12-31');
    expect(toEnterTime({ start: '', end: '2026-01-31' })).toBe('2000-01-01~2026-01-31');
    expect(toEnterTime({ start: '', end: '' })).toBeUndefined();
  });

  it('leaves an open end out of begin/end parameters', () => {
    expect(toBoundParams({ start: '2026-01-01', end: '' }, 'beginTime', 'endTime')).toEqual({
      beginTime: '2026-01-01',
    });
    expect(toBoundParams({ start: '', end: '2026-01-31' }, 'payBeginTime', 'payEndTime')).toEqual({
      payEndTime: '2026-01-31',
    });
    expect(toBoundParams({ start: '', end: '' }, 'beginTime', 'endTime')).toEqual({});
  });

  it('finds a reversed range only when both ends are given', () => {
    expect(isRangeReversed({ start: '2026-02-01', end: '2026-01-01' })).toBe(true);
    expect(isRangeReversed({ start: '2026-01-01', end: '2026-01-01' })).toBe(false);
    expect(isRangeReversed({ start: '2026-02-01', end: '' })).toBe(false);
  });

  it('reads only well-formed dates from a query string', () => {
    expect(readRangeEnd('2026-01-05')).toBe('2026-01-05');
    expect(readRangeEnd('2026-1-5')).toBe('');
    expect(readRangeEnd(null)).toBe('');
  });
});
