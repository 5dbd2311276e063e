import { describe, expect, it } from 'vitest';
import { expectedDeliveryDate, expectedDeliveryText, turnaroundText } from './delivery-schedule.js';

describe('expected delivery date', () => {
  it('counts working days after the receipt day', () => {
    // Monday 2026-11-23 10:00 in Shanghai + 3 working days → Thursday.
    expect(expectedDeliveryDate(new Date('2026-11-23T02:00:00Z'), 3)).toBe('2026-11-26');
  });

  it('skips the weekend', () => {
    // Friday 2026-11-27 + 3 → Wednesday 2026-12-02.
    expect(expectedDeliveryDate(new Date('2026-11-27T02:00:00Z'), 3)).toBe('2026-12-02');
    // A Saturday receipt starts counting on Monday: + 1 → Monday.
    expect(expectedDeliveryDate(new Date('2026-11-28T02:00:00Z'), 1)).toBe('2026-11-30');
  });

  it('takes the date of the business time zone, not of UTC', () => {
    // 2026-11-26 17:30 UTC is Friday 01:30 in Shanghai: Friday + 1 → Monday.
    expect(expectedDeliveryDate(new Date('2026-11-26T17:30:00Z'), 1)).toBe('2026-11-30');
  });

  it('crosses months and years, and counts 25 working days as five weeks', () => {
    expect(expectedDeliveryDate(new Date('2026-12-30T02:00:00Z'), 3)).toBe('2027-01-04');
    expect(expectedDeliveryDate(new Date('2026-11-23T02:00:00Z'), 25)).toBe('2026-12-28');
  });

  it('words the turnaround and the expected delivery before and after the receipt', () => {
    expect(turnaroundText(3)).toBe('3个工作日');
    expect(expectedDeliveryText(null, 3)).toBe('收样后3个工作日');
    expect(expectedDeliveryText('2026-11-26', 3)).toBe('2026-11-26');
    expect(expectedDeliveryText(null, null)).toBe('');
  });
});
