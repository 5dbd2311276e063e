import { ENTER_TIME_INVALID, ENTER_TIME_REVERSED, parseEnterTime } from './enter-time.js';

const TZ = 'Asia/Shanghai';

describe('parseEnterTime', () => {
  it('covers whole days in the business time zone', () => {
    expect(parseEnterTime('2025-11-01~2025-11-21', TZ)).toEqual({
      from: new Date('2025-10-31T16:00:00Z'),
      to: new Date('2025-11-21T16:00:00Z'),
    });
  });

  it('fills a missing start with 2000-01-01 and a missing end with 3000-12-31', () => {
    expect(parseEnterTime('~2025-11-21', TZ)).toEqual({
      from: new Date('1999-12-31T16:00:00Z'),
      to: new Date('2025-11-21T16:00:00Z'),
    });
    expect(parseEnterTime('2025-11-21~', TZ)).toEqual({
      from: new Date('2025-11-20T16:00:00Z'),
      to: new Date('3000-12-31T16:00:00Z'),
    });
    expect(parseEnterTime('2025-11-21', TZ)).toEqual({
      from: new Date('2025-11-20T16:00:00Z'),
      to: new Date('3000-12-31T16:00:00Z'),
    });
  });

  it('applies no filter for an empty range', () => {
    expect(parseEnterTime('', TZ)).toBeNull();
    expect(parseEnterTime(undefined, TZ)).toBeNull();
    expect(parseEnterTime('~', TZ)).toBeNull();
  });

  it('refuses malformed dates and reversed ranges', () => {
    expect(parseEnterTime('2025-13-01~', TZ)).toEqual({ error: ENTER_TIME_INVALID });
    expect(parseEnterTime('yesterday~today', TZ)).toEqual({ error: ENTER_TIME_INVALID });
    expect(parseEnterTime('2025-11-21~2025-11-01', TZ)).toEqual({ error: ENTER_TIME_REVERSED });
  });
});
