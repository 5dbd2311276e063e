import { Decimal } from 'decimal.js';

/** Late penalty of the contract terms (spec part 2 section 9): 0.1% of the overdue amount per day. */
export const LATE_PENALTY_RATE_PER_DAY = new Decimal('0.001');

const DAY_MS = 86_400_000;

function parseDate(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!);
}

function formatDate(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/**
 * When an order line falls due, from the date its samples were all received (an "effective" order): it is settled
 * in the first 5 days of the next month, the customer replies within 5 days, the invoice follows within 5 days and
 * payment is due before the end of the month the invoice arrives. So: the last day of the month after receipt.
 */
export function dueDate(receiptDate: string): string {
  const [year, month] = receiptDate.split('-').map(Number);
  // Day 0 of the month after next is the last day of the next month.
  return formatDate(Date.UTC(year!, month! + 1, 0));
}

/** Whole days past the due date on `today` (both YYYY-MM-DD in the business time zone); 0 until then. */
export function overdueDays(due: string, today: string): number {
  return Math.max(0, Math.round((parseDate(today) - parseDate(due)) / DAY_MS));
}

/** The late penalty on `amount` after `days` overdue days, to the cent, half-up. */
export function latePenalty(amount: Decimal.Value, days: number): Decimal {
  return new Decimal(amount).times(LATE_PENALTY_RATE_PER_DAY).times(days).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
