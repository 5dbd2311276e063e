import { Decimal } from 'decimal.js';
import { dueDate, latePenalty, overdueDays } from '../../helpers/settlement-terms.js';

const DAY_MS = 86_400_000;
const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

function utc(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!);
}

function format(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

export function isPeriod(value: string): boolean {
  return PERIOD.test(value);
}

/** The month a statement covers, as its first and last day and the first day of the next month. */
export function periodBounds(period: string): { start: string; end: string; next: string } {
  const [year, month] = period.split('-').map(Number);
  return {
    start: format(Date.UTC(year!, month! - 1, 1)),
    end: format(Date.UTC(year!, month!, 0)),
    next: format(Date.UTC(year!, month!, 1)),
  };
}

/** The month before `period` (YYYY-MM). */
export function previousPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return format(Date.UTC(year!, month! - 2, 1)).slice(0, 7);
}

/** The month before the one `today` (YYYY-MM-DD) falls in: what the job of the first days of a month settles. */
export function lastMonth(today: string): string {
  return previousPeriod(today.slice(0, 7));
}

export function addDays(date: string, days: number): string {
  return format(utc(date) + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** An unpaid effective line at the end of the month: its amount, the day it became effective. */
export interface OutstandingLine {
  amount: string;
  receiptDate: string;
}

export interface AgingSummary {
  buckets: [Decimal, Decimal, Decimal, Decimal];
  overdueAmount: Decimal;
  latePenalty: Decimal;
}

/**
 * Aging of what is unpaid on `asOf` (the month's last day), by days since the line became effective: 0-30,
 * 31-60, 61-90, over 90. Lines past their due date (settlement-terms.ts) are overdue and draw the late penalty of
 * 0.1% a day, each line to the cent.
 */
export function ageOutstanding(lines: OutstandingLine[], asOf: string): AgingSummary {
  const buckets: AgingSummary['buckets'] = [new Decimal(0), new Decimal(0), new Decimal(0), new Decimal(0)];
  let overdueAmount = new Decimal(0);
  let penalty = new Decimal(0);
  for (const line of lines) {
    const age = daysBetween(line.receiptDate, asOf);
    const index = age <= 30 ? 0 : age <= 60 ? 1 : age <= 90 ? 2 : 3;
    buckets[index] = buckets[index].plus(line.amount);
    const days = overdueDays(dueDate(line.receiptDate), asOf);
    if (days > 0) {
      overdueAmount = overdueAmount.plus(line.amount);
      penalty = penalty.plus(latePenalty(line.amount, days));
    }
  }
  return { buckets, overdueAmount, latePenalty: penalty };
}

/** The statement number: DZ, the month, the contract id. Deterministic, so a second run names the same one. */
export function statementNo(period: string, contractId: number): string {
  return `DZ${period.replace('-', '')}${String(contractId).padStart(6, '0')}`;
}
