import { addDays, ageOutstanding, lastMonth, periodBounds, previousPeriod, statementNo } from './statement-period.js';

describe('statement periods', () => {
  it('bounds a month, also February of a leap year and December', () => {
    expect(periodBounds('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29', next: '2028-03-01' });
    expect(periodBounds('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31', next: '2027-01-01' });
  });

  it('steps back a month across the year', () => {
    expect(previousPeriod('2026-01')).toBe('2025-12');
    expect(lastMonth('2026-03-02')).toBe('2026-02');
    expect(addDays('2026-02-27', 5)).toBe('2026-03-04');
  });

  it('names the statement by month and contract', () => {
    expect(statementNo('2026-05', 42)).toBe('DZ202605000042');
  });
});

describe('ageOutstanding', () => {
  it('sorts unpaid lines into 0-30, 31-60, 61-90 and over 90 days and charges 0.1% a day once overdue', () => {
    const summary = ageOutstanding(
      [
        { amount: '100.00', receiptDate: '2026-05-20' }, // 11 days, due 06-30: not overdue
        { amount: '200.00', receiptDate: '2026-05-01' }, // 30 days: still the first bucket
        { amount: '300.00', receiptDate: '2026-04-15' }, // 46 days, due 05-31: on the day, not overdue
        { amount: '400.00', receiptDate: '2026-03-10' }, // 82 days, due 04-30: 31 days overdue
        { amount: '1000.01', receiptDate: '2026-01-12' }, // 139 days, due 02-28: 92 days overdue
      ],
      '2026-05-31',
    );
    expect(summary.buckets.map((bucket) => bucket.toFixed(2))).toEqual(['300.00', '300.00', '400.00', '1000.01']);
    expect(summary.overdueAmount.toFixed(2)).toBe('1400.01');
    // 400 × 0.001 × 31 = 12.40; 1000.01 × 0.001 × 92 = 92.00092 → 92.00
    expect(summary.latePenalty.toFixed(2)).toBe('104.40');
  });
});
