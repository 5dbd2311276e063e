import { businessTime } from './business-time.js';

describe('businessTime', () => {
  it('shows the moment in the business time zone', () => {
    const moment = new Date('2026-11-21T01:05:09Z');
    expect(businessTime(moment, 'Asia/Shanghai')).toBe('2026-11-21 09:05');
    expect(businessTime(moment, 'Asia/Shanghai', true)).toBe('2026-11-21 09:05:09');
  });
});
