import { ChartPeriod } from '@seqportal/contract';
import { CHART_DATE_INVALID, CHART_END_BEFORE_START, chartRange } from './chart-range.js';

const TZ = 'Asia/Shanghai';
// 2026-11-24 23:30 in Shanghai: still the 24th there, already past midnight nowhere near UTC's date change.
const now = new Date('2026-11-24T15:30:00Z');

describe('chartRange', () => {
  it('ends the week, month and year views on the business day of now', () => {
    expect(chartRange(ChartPeriod.Week, undefined, now, TZ)).toEqual({
      first: '2026-11-18',
      last: '2026-11-24',
      bucket: 'day',
    });
    expect(chartRange(ChartPeriod.Month, undefined, now, TZ)).toEqual({
      first: '2026-10-26',
      last: '2026-11-24',
      bucket: 'day',
    });
    expect(chartRange(ChartPeriod.Year, undefined, now, TZ)).toEqual({
      first: '2025-12-01',
      last: '2026-11-24',
      bucket: 'month',
    });
  });

  it('takes the business date, not the UTC date, at 00:30 in Shanghai', () => {
    const early = new Date('2026-11-24T16:30:00Z');
    expect(chartRange(ChartPeriod.Week, undefined, early, TZ)).toMatchObject({ last: '2026-11-25' });
  });

  it('reads a custom range, per day up to 92 days and per month beyond', () => {
    expect(chartRange(ChartPeriod.Custom, '2026-01-01~2026-01-31', now, TZ)).toEqual({
      first: '2026-01-01',
      last: '2026-01-31',
      bucket: 'day',
    });
    expect(chartRange(ChartPeriod.Custom, ' 2025-01-01 ~ 2026-01-01 ', now, TZ)).toMatchObject({ bucket: 'month' });
  });

  it('refuses a reversed, malformed, missing or over-long custom range with the spec texts', () => {
    expect(chartRange(ChartPeriod.Custom, '2026-02-01~2026-01-31', now, TZ)).toEqual({ error: CHART_END_BEFORE_START });
    for (const bad of [undefined, '', '2026-01-01', '2026-02-30~2026-03-01', '2026/01/01~2026/01/02', '~2026-01-01']) {
      expect(chartRange(ChartPeriod.Custom, bad, now, TZ)).toEqual({ error: CHART_DATE_INVALID });
    }
    expect(chartRange(ChartPeriod.Custom, '2020-01-01~2026-01-01', now, TZ)).toEqual({ error: CHART_DATE_INVALID });
  });
});
