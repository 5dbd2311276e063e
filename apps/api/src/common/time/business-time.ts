import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A moment as customers read it in messages and tracking lists: local business time, to the minute or second. */
export function businessTime(moment: Date, timeZone: string, withSeconds = false): string {
  return dayjs(moment)
    .tz(timeZone)
    .format(withSeconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm');
}
