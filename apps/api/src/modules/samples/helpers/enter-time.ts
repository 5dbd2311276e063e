import { DATE_RANGE_MESSAGES, ENTER_TIME_OPEN_END, ENTER_TIME_OPEN_START } from '@seqportal/contract';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export const ENTER_TIME_INVALID = DATE_RANGE_MESSAGES.invalid;
export const ENTER_TIME_REVERSED = DATE_RANGE_MESSAGES.endBeforeStart;

export type EnterTimeRange = { from: Date; to: Date } | { error: string } | null;

/**
 * The 'start~end' date range of list filters (spec part 1 section 7): each end a YYYY-MM-DD date in the
 * business time zone, a missing end filled with 2000-01-01 or 3000-12-31. Answers the instants [from, to)
 * covering whole days, null for no filter, or the message for a malformed or reversed range.
 */
export function parseEnterTime(raw: string | undefined | null, timeZone: string): EnterTimeRange {
  const text = (raw ?? '').trim();
  if (text === '' || text === '~') return null;
  const parts = text.split('~');
  if (parts.length > 2) return { error: ENTER_TIME_INVALID };
  const [startText = '', endText = ''] = parts.map((part) => part.trim());
  const start = dayjs.tz(startText || ENTER_TIME_OPEN_START, 'YYYY-MM-DD', timeZone);
  const end = dayjs.tz(endText || ENTER_TIME_OPEN_END, 'YYYY-MM-DD', timeZone);
  const valid = (value: dayjs.Dayjs, text: string) =>
    value.isValid() && (text === '' || value.format('YYYY-MM-DD') === text);
  if (!valid(start, startText) || !valid(end, endText)) return { error: ENTER_TIME_INVALID };
  if (end.isBefore(start)) return { error: ENTER_TIME_REVERSED };
  return { from: start.toDate(), to: end.add(1, 'day').toDate() };
}
