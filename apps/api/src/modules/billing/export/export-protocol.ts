import type { BillingFilter } from '../helpers/billing-query.js';

/**
 * The messages between the API and its export child (report-export-child.ts), over the IPC channel of
 * `child_process.fork`: never argv or the environment, so that no customer's parameters show in a process list.
 */
export interface ExportJob {
  type: 'export';
  /** Already resolved by the API: the caller's organisation or member, the contract, the dates, the time zone. */
  filter: BillingFilter;
  /** Today in the business time zone (overdue days are counted up to it). */
  today: string;
  /** Where to write the workbook: a file in a folder the API created and deletes. */
  file: string;
  /** A presigned PUT address of the reports bucket: the child holds no storage keys. */
  uploadUrl: string;
  database: { url: string; statementTimeoutMs: number; connectTimeoutMs: number };
}

export type ExportResult =
  | {
      type: 'done';
      rows: number;
      bytes: number;
      /** The child's peak resident set size (kB), `process.resourceUsage().maxRSS` just before it answers. */
      maxRssKb: number;
    }
  | { type: 'failed'; message: string; maxRssKb: number };
