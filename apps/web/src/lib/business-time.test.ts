import { describe, expect, it } from 'vitest';
import { formatBusinessTime } from './business-time';

describe('formatBusinessTime', () => {
  it('shows an instant in Shanghai time whatever the browser zone', () => {
    expect(formatBusinessTime('2025-03-01T01:30:00Z')).toBe('2025-03-01 09:30');
    expect(formatBusinessTime('2025-03-01T09:30:00+08:00', 'YYYY-MM-DD HH:mm:ss')).toBe('2025-03-01 09:30:00');
  });

  it('reads a zone-less text as business time rather than shifting it by the browser zone', () => {
    expect(formatBusinessTime('2026-01-06 10:30:00', 'YYYY-MM-DD HH:mm:ss')).toBe('2026-01-06 10:30:00');
  });

  it('answers empty for nothing and the text itself when it is not a time', () => {
    expect(formatBusinessTime(null)).toBe('');
    expect(formatBusinessTime('明天上午')).toBe('明天上午');
  });
});
