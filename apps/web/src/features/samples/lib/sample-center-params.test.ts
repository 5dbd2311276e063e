import { describe, expect, it } from 'vitest';
import { readSampleCenterFilters, toSampleListQuery } from './sample-center-params';
import { toggleColumn } from './sample-columns-choice';

describe('sample centre filters', () => {
  it("fills an open end of the date range with 2000-01-01 or 3000-12-31 ('start~end')", () => {
    const query = (search: string) => toSampleListQuery(readSampleCenterFilters(new URLSearchParams(search)));
    expect(query('start=2026-01-01&end=2026-01-31').enterTime).toBe('2026-01-01~2026-01-31');
    expect(query('start=2026-01-01').enterTime).toBe('2026-01-01~3000-12-31');
    expect(query('end=2026-01-31').enterTime).toBe('2000-01-01~2026-01-31');
    expect(query('').enterTime).toBeUndefined();
  });

  it('reads page, keyword, status and dates from the URL and ignores malformed values', () => {
    const filters = readSampleCenterFilters(
      new URLSearchParams('page=3&keyWords=%20LIB%20&status=RECEIVED&start=2026-02-01&end=soon'),
    );
    expect(filters).toEqual({ page: 3, keyWords: 'LIB', status: 'RECEIVED', start: '2026-02-01', end: '' });
    expect(readSampleCenterFilters(new URLSearchParams('page=-1')).page).toBe(1);
    expect(toSampleListQuery(filters)).toEqual({
      pageIndex: 3,
      keyWords: 'LIB',
      status: 'RECEIVED',
      enterTime: '2026-02-01~3000-12-31',
    });
    expect(toSampleListQuery(readSampleCenterFilters(new URLSearchParams('')))).toEqual({ pageIndex: 1 });
  });
});

describe('toggleColumn', () => {
  it('adds and removes columns but refuses a sixth', () => {
    expect(toggleColumn(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleColumn(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleColumn(['a', 'b', 'c', 'd', 'e'], 'f')).toBeNull();
    expect(toggleColumn(['a', 'b', 'c', 'd', 'e'], 'e')).toEqual(['a', 'b', 'c', 'd']);
  });
});
