import { describe, expect, it } from 'vitest';
import { checkPickupTime, pickupHourOptions, PICKUP_TIME_MESSAGES } from './pickup-time.js';

/** 2025-03-10 14:30 in Shanghai (UTC+8). */
const AFTERNOON = new Date('2025-03-10T06:30:00Z');

function enabledHours(now: Date, dayIndex: number, timeZone?: string): number[] {
  const day = pickupHourOptions(now, timeZone)[dayIndex];
  return (day?.hours ?? []).filter((option) => option.enabled).map((option) => option.hour);
}

describe('pickupHourOptions', () => {
  it('offers today and tomorrow in the business time zone, each with hours 0 to 23', () => {
    const days = pickupHourOptions(AFTERNOON);
    expect(days.map((day) => [day.date, day.label])).toEqual([
      ['2025-03-10', '今天'],
      ['2025-03-11', '明天'],
    ]);
    expect(days.every((day) => day.hours.length === 24)).toBe(true);
  });

  it('disables today the hours at or before the current hour and after 16', () => {
    expect(enabledHours(AFTERNOON, 0)).toEqual([15, 16]);
  });

  it('enables tomorrow only the hours 8 to 16', () => {
    expect(enabledHours(AFTERNOON, 1)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('disables 7 but not 8 today before the pickup window opens', () => {
    const earlyMorning = new Date('2025-03-09T21:10:00Z'); // 05:10 in Shanghai
    expect(enabledHours(earlyMorning, 0)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('disables every hour of today once 16 has started', () => {
    const lateAfternoon = new Date('2025-03-10T08:20:00Z'); // 16:20 in Shanghai
    expect(enabledHours(lateAfternoon, 0)).toEqual([]);
  });

  it('carries the current minute in the option values', () => {
    const tomorrow = pickupHourOptions(AFTERNOON)[1];
    expect(tomorrow?.hours[9]?.value).toBe('2025-03-11 09:30');
  });

  it('treats 23:30 UTC as the next morning in Shanghai', () => {
    const lateUtc = new Date('2025-03-10T23:30:00Z'); // 07:30 on the 11th in Shanghai
    const days = pickupHourOptions(lateUtc);
    expect(days.map((day) => day.date)).toEqual(['2025-03-11', '2025-03-12']);
    expect(enabledHours(lateUtc, 0)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('follows the time zone it is given', () => {
    const lateUtc = new Date('2025-03-10T23:30:00Z');
    expect(pickupHourOptions(lateUtc, 'UTC')[0]?.date).toBe('2025-03-10');
    expect(enabledHours(lateUtc, 0, 'UTC')).toEqual([]);
  });
});

describe('checkPickupTime', () => {
  it('asks for a pickup time when it is empty', () => {
    expect(checkPickupTime('', AFTERNOON)).toBe('请选择取样时间');
    expect(checkPickupTime('  ', AFTERNOON)).toBe('请选择取样时间');
    expect(checkPickupTime(null, AFTERNOON)).toBe('请选择取样时间');
  });

  it('rejects malformed values and impossible dates or hours', () => {
    expect(checkPickupTime('tomorrow 10am', AFTERNOON)).toBe(PICKUP_TIME_MESSAGES.malformed);
    expect(checkPickupTime('2025-03-11T10:00', AFTERNOON)).toBe(PICKUP_TIME_MESSAGES.malformed);
    expect(checkPickupTime('2025-02-30 10:00', AFTERNOON)).toBe(PICKUP_TIME_MESSAGES.malformed);
    expect(checkPickupTime('2025-03-11 24:00', AFTERNOON)).toBe(PICKUP_TIME_MESSAGES.malformed);
    expect(checkPickupTime('2025-03-11 10:60', AFTERNOON)).toBe(PICKUP_TIME_MESSAGES.malformed);
  });

  it('rejects today at the current hour, even later in that hour', () => {
    expect(checkPickupTime('2025-03-10 14:59', AFTERNOON)).toBe('取样时间必须大于当前时间');
  });

  it('rejects today before the current hour and any past day', () => {
    expect(checkPickupTime('2025-03-10 09:00', AFTERNOON)).toBe('取样时间必须大于当前时间');
    expect(checkPickupTime('2025-03-09 10:00', AFTERNOON)).toBe('取样时间必须大于当前时间');
  });

  it('accepts today after the current hour up to 16', () => {
    expect(checkPickupTime('2025-03-10 15:00', AFTERNOON)).toBeNull();
    expect(checkPickupTime('2025-03-10 16:30', AFTERNOON)).toBeNull();
  });

  it('rejects 17 as later than 16 on either day', () => {
    expect(checkPickupTime('2025-03-10 17:00', AFTERNOON)).toBe('取样时间不能超过16点');
    expect(checkPickupTime('2025-03-11 17:00', AFTERNOON)).toBe('取样时间不能超过16点');
  });

  it('reports "not after now" before "later than 16" when both apply', () => {
    const evening = new Date('2025-03-10T10:10:00Z'); // 18:10 in Shanghai
    expect(checkPickupTime('2025-03-10 17:00', evening)).toBe('取样时间必须大于当前时间');
  });

  it('accepts tomorrow from 8 to 16 and rejects 7', () => {
    expect(checkPickupTime('2025-03-11 08:00', AFTERNOON)).toBeNull();
    expect(checkPickupTime('2025-03-11 16:00', AFTERNOON)).toBeNull();
    expect(checkPickupTime('2025-03-11 07:59', AFTERNOON)).toBe('取样时间不能早于8点');
  });

  it('rejects a day after tomorrow', () => {
    expect(checkPickupTime('2025-03-12 10:00', AFTERNOON)).toBe('取样时间只能选择今天或明天');
  });

  it('accepts optional seconds', () => {
    expect(checkPickupTime('2025-03-11 10:00:00', AFTERNOON)).toBeNull();
  });

  it('judges "today" in Shanghai when it is 23:30 UTC', () => {
    const lateUtc = new Date('2025-03-10T23:30:00Z'); // 07:30 on the 11th in Shanghai
    expect(checkPickupTime('2025-03-11 08:00', lateUtc)).toBeNull();
    expect(checkPickupTime('2025-03-11 07:00', lateUtc)).toBe('取样时间必须大于当前时间');
    expect(checkPickupTime('2025-03-10 15:00', lateUtc)).toBe('取样时间必须大于当前时间');
    expect(checkPickupTime('2025-03-12 15:00', lateUtc)).toBeNull();
  });

  it('judges against the time zone it is given', () => {
    const lateUtc = new Date('2025-03-10T23:30:00Z');
    expect(checkPickupTime('2025-03-12 15:00', lateUtc, 'UTC')).toBe('取样时间只能选择今天或明天');
    expect(checkPickupTime('2025-03-11 15:00', lateUtc, 'UTC')).toBeNull();
  });
});
