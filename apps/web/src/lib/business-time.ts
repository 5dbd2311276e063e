import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { BUSINESS_TIME_ZONE } from '@seqportal/contract';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An ISO instant names its zone ('Z' or an offset); the API's 'YYYY-MM-DD HH:mm:ss' texts are business time already. */
const ZONE_DESIGNATOR = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A time as the business reads it (Asia/Shanghai whatever the browser's zone), so that the lab bench and a
 * customer abroad name the same minute. An instant is converted; a zone-less text (express entries) is read as
 * business time, not as the browser's. Empty for null; the raw text when it does not parse.
 */
export function formatBusinessTime(value: string | null | undefined, pattern = 'YYYY-MM-DD HH:mm'): string {
  if (!value) return '';
  const text = value.trim();
  const time = ZONE_DESIGNATOR.test(text) ? dayjs(text).tz(BUSINESS_TIME_ZONE) : dayjs.tz(text, BUSINESS_TIME_ZONE);
  return time.isValid() ? time.format(pattern) : value;
}
