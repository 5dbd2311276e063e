import { dueDate, latePenalty, overdueDays } from './settlement-terms.js';

describe('settlement terms', () => {
  it.each([
    ['2026-01-15', '2026-02-28'],
    ['2024-01-31', '2024-02-29'],
    ['2026-11-01', '2026-12-31'],
    ['2026-12-20', '2027-01-31'],
  ])('puts the due date of a line received on %s at %s', (receipt, due) => {
    expect(dueDate(receipt)).toBe(due);
  });

  it('counts overdue days only after the due date', () => {
    expect(overdueDays('2026-02-28', '2026-02-28')).toBe(0);
    expect(overdueDays('2026-02-28', '2026-02-01')).toBe(0);
    expect(overdueDays('2026-02-28', '2026-03-10')).toBe(10);
  });

  it('charges 0.1% per day, rounded half-up to the cent', () => {
    expect(latePenalty('1000.00', 10).toFixed(2)).toBe('10.00');
    // 0.5 cents rounds up.
    expect(latePenalty('5.00', 1).toFixed(2)).toBe('0.01');
    expect(latePenalty('4.00', 1).toFixed(2)).toBe('0.00');
    expect(latePenalty('1234.56', 0).toFixed(2)).toBe('0.00');
  });
});
