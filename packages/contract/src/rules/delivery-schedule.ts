import { BUSINESS_TIME_ZONE } from './pickup-time.js';
import { wallClock } from './wall-clock.js';

/**
 * The expected delivery date (spec part 1 section 9 hard-codes 4 days; SeqPortal computes it): the receipt date in
 * the business time zone plus the service's turnaround in working days. Working days are Monday to Friday; the
 * receipt day itself is day 0, so a Friday receipt with 3 working days is delivered on Wednesday.
 *
 * Statutory holidays and their make-up working days are not in the calendar yet: the date is an estimate and the
 * pages call it 预计.
 */
export function expectedDeliveryDate(
  receivedAt: Date,
  turnaroundDays: number,
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  const { year, month, day } = wallClock(receivedAt, timeZone);
  // Calendar arithmetic on a UTC midnight, so no time zone or daylight-saving shift can move the date.
  const date = new Date(Date.UTC(year, month - 1, day));
  let left = Math.max(0, Math.floor(turnaroundDays));
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** The turnaround as product pages and the order detail word it. */
export function turnaroundText(turnaroundDays: number): string {
  return `${turnaroundDays}个工作日`;
}

/** 预计交付 as lists and the order detail show it: the date once the lab has the samples, the rule before. */
export function expectedDeliveryText(
  date: string | null | undefined,
  turnaroundDays: number | null | undefined,
): string {
  if (date) return date;
  return turnaroundDays ? `收样后${turnaroundText(turnaroundDays)}` : '';
}
