/**
 * A decimal amount in yuan as a string with two decimals, e.g. "1234.50". Money is never a JS number on the
 * wire: NUMERIC(14,2) values must round-trip without binary floating-point error.
 */
export type MoneyString = string;

/** ISO 8601 date-time string, e.g. "2025-03-01T09:30:00+08:00". */
export type IsoDateString = string;

/** A calendar date "YYYY-MM-DD" in the business time zone. */
export type DateOnlyString = string;

/** Every GET accepts and ignores a `date` timestamp (old clients add it to defeat caches). */
export interface CacheBusterQuery {
  date?: number | string;
}

export interface ListResponse<T> {
  list: T[];
  page: number;
  pageSize: number;
  totalCount: number;
}

/** Legacy answers of write calls report success with this flag inside the envelope body. */
export interface PostOkResponse {
  postOk: boolean;
}

/** A key/value option as served by the option lists (positions, certification types, legal texts...). */
export interface KeyValueOption<K = number> {
  key: K;
  value: string;
}

/** The header that makes SubmitOrder, PayOrder, BatchSubmitOrder and SubmitAnalysis safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const DEFAULT_PAGE_SIZE = 10;
