import { DATE_RANGE_MESSAGES, type BillingWindowQuery } from '@seqportal/contract';

export const END_BEFORE_START = DATE_RANGE_MESSAGES.endBeforeStart;

/** What the page's filters hold: a contract (null: all) and a date range ('' ends: open, the "all" option). */
export interface BillingFilters {
  contractId: number | null;
  beginTime: string;
  endTime: string;
}

export function toWindowQuery(filters: BillingFilters): BillingWindowQuery {
  return {
    ...(filters.contractId !== null ? { contractId: filters.contractId } : {}),
    ...(filters.beginTime ? { beginTime: filters.beginTime } : {}),
    ...(filters.endTime ? { endTime: filters.endTime } : {}),
  };
}

/** The report names the same window payBeginTime / payEndTime. */
export function toReportWindow(filters: BillingFilters) {
  return {
    ...(filters.contractId !== null ? { contractId: filters.contractId } : {}),
    ...(filters.beginTime ? { payBeginTime: filters.beginTime } : {}),
    ...(filters.endTime ? { payEndTime: filters.endTime } : {}),
  };
}

/** The message for a reversed range, or null when the range can be asked for. */
export function rangeProblem(beginTime: string, endTime: string): string | null {
  return beginTime && endTime && endTime < beginTime ? END_BEFORE_START : null;
}
