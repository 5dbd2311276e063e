import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { wallClock } from './wall-clock.js';

dayjs.extend(utc);

/** Pickup hours run from 8 to 16 inclusive ("after 7 up to 16"); same-day cutoff is 4 pm. */
export const PICKUP_FIRST_HOUR = 8;
export const PICKUP_LAST_HOUR = 16;

export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

export const PICKUP_TIME_MESSAGES = {
  required: '请选择取样时间',
  notAfterNow: '取样时间必须大于当前时间',
  tooLate: '取样时间不能超过16点',
  tooEarly: '取样时间不能早于8点',
  outsideDays: '取样时间只能选择今天或明天',
  malformed: '取样时间格式不正确',
} as const;

export interface PickupHourOption {
  hour: number;
  enabled: boolean;
  /** 'YYYY-MM-DD HH:mm' as PayOrder's `datatime` expects; the minute is the current minute, as the picker shows. */
  value: string;
}

export interface PickupDayOption {
  /** 'YYYY-MM-DD' in the business time zone. */
  date: string;
  label: '今天' | '明天';
  hours: PickupHourOption[];
}

interface BusinessNow {
  today: string;
  tomorrow: string;
  hour: number;
  minute: number;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

function businessNow(now: Date, timeZone: string): BusinessNow {
  const local = wallClock(now, timeZone);
  const today = `${local.year}-${pad2(local.month)}-${pad2(local.day)}`;
  // Calendar arithmetic on the date alone, so that a DST shift in some zone cannot skip or repeat a day.
  const tomorrow = dayjs.utc(today).add(1, 'day').format('YYYY-MM-DD');
  return { today, tomorrow, hour: local.hour, minute: local.minute };
}

export function isPickupHourInWindow(hour: number): boolean {
  return hour >= PICKUP_FIRST_HOUR && hour <= PICKUP_LAST_HOUR;
}

/** The picker of spec part 1 section 5: today and tomorrow, each with hours 0-23 enabled or not. */
export function pickupHourOptions(now: Date, timeZone: string = BUSINESS_TIME_ZONE): PickupDayOption[] {
  const current = businessNow(now, timeZone);
  const day = (date: string, label: PickupDayOption['label']): PickupDayOption => ({
    date,
    label,
    hours: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      enabled: isPickupHourInWindow(hour) && (date !== current.today || hour > current.hour),
      value: `${date} ${pad2(hour)}:${pad2(current.minute)}`,
    })),
  });
  return [day(current.today, '今天'), day(current.tomorrow, '明天')];
}

const PICKUP_VALUE_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

interface PickupValue {
  date: string;
  hour: number;
}

function parsePickupValue(value: string): PickupValue | null {
  const match = PICKUP_VALUE_PATTERN.exec(value);
  if (!match) {
    return null;
  }
  // The seconds group is optional; an absent group is undefined, which must read as 0, not NaN.
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const isRealDate =
    calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  if (!isRealDate || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  return { date: `${match[1]}-${match[2]}-${match[3]}`, hour };
}

/**
 * Checks a pickup time 'YYYY-MM-DD HH:mm' (business time zone) and returns the spec's message, or null.
 * The order follows spec part 1 section 5: required, then "at or before the current hour", then "after 16";
 * the checks the spec does not word (format, day range, before 8) come where they cannot mask those.
 */
export function checkPickupTime(
  value: string | null | undefined,
  now: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): string | null {
  const text = (value ?? '').trim();
  if (text.length === 0) {
    return PICKUP_TIME_MESSAGES.required;
  }
  const pickup = parsePickupValue(text);
  if (!pickup) {
    return PICKUP_TIME_MESSAGES.malformed;
  }
  const current = businessNow(now, timeZone);
  // A past day is "not after now" as much as an earlier hour today is.
  if (pickup.date < current.today || (pickup.date === current.today && pickup.hour <= current.hour)) {
    return PICKUP_TIME_MESSAGES.notAfterNow;
  }
  if (pickup.hour > PICKUP_LAST_HOUR) {
    return PICKUP_TIME_MESSAGES.tooLate;
  }
  if (pickup.date > current.tomorrow) {
    return PICKUP_TIME_MESSAGES.outsideDays;
  }
  if (pickup.hour < PICKUP_FIRST_HOUR) {
    return PICKUP_TIME_MESSAGES.tooEarly;
  }
  return null;
}
