/**
 * A monthly statement (对账单) waits for the customer's reply (5 natural days; no reply counts as confirmed), is
 * confirmed (by the customer or automatically), or has open disputes; once staff resolved every dispute it waits
 * for the customer again with a fresh 5-day window.
 */
export const StatementStatus = {
  Pending: 1,
  Confirmed: 2,
  Disputed: 3,
} as const;

export type StatementStatusValue = (typeof StatementStatus)[keyof typeof StatementStatus];

export const STATEMENT_STATUS_LABELS: Record<StatementStatusValue, string> = {
  [StatementStatus.Pending]: '待确认',
  [StatementStatus.Confirmed]: '已确认',
  [StatementStatus.Disputed]: '有异议',
};

/**
 * A statement line is an effective order line (a charge), a payment received in the month, or a credit note
 * (减免) finance issued in the month against an unpaid order.
 */
export const StatementLineKind = {
  Charge: 1,
  Payment: 2,
  Credit: 3,
} as const;

export type StatementLineKindValue = (typeof StatementLineKind)[keyof typeof StatementLineKind];

export const StatementDisputeStatus = {
  Open: 1,
  Resolved: 2,
} as const;

export type StatementDisputeStatusValue = (typeof StatementDisputeStatus)[keyof typeof StatementDisputeStatus];

export const STATEMENT_DISPUTE_STATUS_LABELS: Record<StatementDisputeStatusValue, string> = {
  [StatementDisputeStatus.Open]: '待处理',
  [StatementDisputeStatus.Resolved]: '已处理',
};

/** Longest reason of a credit note. */
export const CREDIT_NOTE_REASON_MAX = 200;

/** Natural days the customer has to reply to a statement (spec part 2 section 9). */
export const STATEMENT_REPLY_DAYS = 5;
/** Longest dispute comment and staff resolution. */
export const STATEMENT_COMMENT_MAX = 500;
