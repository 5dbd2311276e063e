import { DATE_RANGE_MESSAGES, ENTER_TIME_OPEN_END, ENTER_TIME_OPEN_START } from '@seqportal/contract';

/** A date range as the pages keep it (and put in their URLs): YYYY-MM-DD, or '' for an open end. */
export interface DateRange {
  start: string;
  end: string;
}

export const EMPTY_DATE_RANGE: DateRange = { start: '', end: '' };

/** The workbench's texts for a range whose end is before its start (spec part 2 section 5); reused everywhere. */
export const DATE_ORDER_TITLE = DATE_RANGE_MESSAGES.endBeforeStart;
export const DATE_ORDER_HINT = DATE_RANGE_MESSAGES.invalid;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A query-string value as a range end: a well-formed date, else open. */
export function readRangeEnd(value: string | null | undefined): string {
  return value && DATE.test(value) ? value : '';
}

/** Both ends given and the end before the start; open ends never conflict. */
export function isRangeReversed(range: DateRange): boolean {
  return range.start !== '' && range.end !== '' && range.end < range.start;
}

/**
 * The 'start~end' form of GetSampleList and the data centre (enterTime): an open end is filled with 2000-01-01 or
 * 3000-12-31 (spec part 1 section 7); absent when both ends are open.
 */
export function toEnterTime(range: DateRange): string | undefined {
  if (range.start === '' && range.end === '') return undefined;
  return `${range.start || ENTER_TIME_OPEN_START}~${range.end || ENTER_TIME_OPEN_END}`;
}

/**
 * Separate begin/end parameters (billing's beginTime/endTime, payBeginTime/payEndTime): an open end is simply
 * left out, which those calls read as "no bound" (the billing 'all' option leaves out both).
 */
export function toBoundParams<B extends string, E extends string>(
  range: DateRange,
  beginKey: B,
  endKey: E,
): Partial<Record<B | E, string>> {
  const params: Partial<Record<B | E, string>> = {};
  if (range.start !== '') params[beginKey] = range.start;
  if (range.end !== '') params[endKey] = range.end;
  return params;
}
