import { DATE_RANGE_MESSAGES, ChartPeriod, type ChartPeriodValue } from '@seqportal/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The spec's two texts of a bad custom range (spec part 2 section 5). */
export const CHART_END_BEFORE_START = DATE_RANGE_MESSAGES.endBeforeStart;
export const CHART_DATE_INVALID = DATE_RANGE_MESSAGES.invalid;

/** Custom ranges longer than this many days are drawn per month: a daily series of years is unreadable. */
export const MAX_DAILY_DAYS = 92;
/** The longest custom range, so that one request cannot ask for centuries of buckets. */
export const MAX_CUSTOM_DAYS = 3 * 366;

export interface ChartRange {
  /** First business day (YYYY-MM-DD), inclusive. */
  first: string;
  /** Last business day (YYYY-MM-DD), inclusive. */
  last: string;
  bucket: 'day' | 'month';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The days a chart covers, in the business time zone, ending today: week = the last 7 days, month = the last
 * 30 days, both per day; year = the last 12 months per month; custom = `start~end` (both required, inclusive).
 * Answers an error text instead for a custom range that is missing, malformed, reversed or too long.
 */
export function chartRange(
  type: ChartPeriodValue,
  enterTime: string | undefined,
  now: Date,
  timeZone: string,
): ChartRange | { error: string } {
  const today = dayjs(now).tz(timeZone).startOf('day');
  const format = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');
  switch (type) {
    case ChartPeriod.Week:
      return { first: format(today.subtract(6, 'day')), last: format(today), bucket: 'day' };
    case ChartPeriod.Month:
      return { first: format(today.subtract(29, 'day')), last: format(today), bucket: 'day' };
    case ChartPeriod.Year:
      return { first: format(today.subtract(11, 'month').startOf('month')), last: format(today), bucket: 'month' };
    case ChartPeriod.Custom:
      return customRange(enterTime);
  }
}

function customRange(enterTime: string | undefined): ChartRange | { error: string } {
  const parts = (enterTime ?? '').split('~').map((part) => part.trim());
  if (parts.length !== 2) return { error: CHART_DATE_INVALID };
  const [startText = '', endText = ''] = parts;
  const valid = (text: string) => DATE.test(text) && dayjs.utc(text, 'YYYY-MM-DD').format('YYYY-MM-DD') === text;
  if (!valid(startText) || !valid(endText)) return { error: CHART_DATE_INVALID };
  const start = dayjs.utc(startText);
  const end = dayjs.utc(endText);
  if (end.isBefore(start)) return { error: CHART_END_BEFORE_START };
  const days = end.diff(start, 'day') + 1;
  if (days > MAX_CUSTOM_DAYS) return { error: CHART_DATE_INVALID };
  return { first: startText, last: endText, bucket: days > MAX_DAILY_DAYS ? 'month' : 'day' };
}
