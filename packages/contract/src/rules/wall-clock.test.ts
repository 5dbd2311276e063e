import { describe, expect, it } from 'vitest';
import { wallClock } from './wall-clock.js';

describe('wallClock', () => {
  it('reads the date and time an instant shows in the business time zone', () => {
    expect(wallClock(new Date('2026-12-31T16:30:05Z'), 'Asia/Shanghai')).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      second: 5,
    });
  });

  it('counts hours 0 to 23, never 24 at midnight', () => {
    expect(wallClock(new Date('2026-03-09T16:00:00Z'), 'Asia/Shanghai').hour).toBe(0);
    expect(wallClock(new Date('2026-03-09T15:59:59Z'), 'Asia/Shanghai').hour).toBe(23);
  });

  it('keeps each time zone apart', () => {
    const instant = new Date('2026-07-01T02:00:00Z');
    expect(wallClock(instant, 'Asia/Shanghai')).toMatchObject({ day: 1, hour: 10 });
    expect(wallClock(instant, 'America/New_York')).toMatchObject({ month: 6, day: 30, hour: 22 });
  });
});
