import type {
  StatementDisputeStatusValue,
  StatementLineKindValue,
  StatementStatusValue,
} from '../enums/statement-status.js';
import type { DateOnlyString, IsoDateString, MoneyString } from './common.js';

/** GetStatementList: the caller's statements, newest month first, optionally of one contract. */
export interface StatementListQuery {
  contractId?: number;
  page?: number;
  pageSize?: number;
}

export interface StatementIdQuery {
  id: number;
}

export interface StatementSummary {
  id: number;
  statementNo: string;
  /** YYYY-MM, the month the statement covers. */
  period: string;
  contractId: number;
  contractNo: string;
  ownerName: string;
  openingBalance: MoneyString;
  chargesTotal: MoneyString;
  paymentsTotal: MoneyString;
  closingBalance: MoneyString;
  status: StatementStatusValue;
  statusText: string;
  /** Last day to reply; after it the statement counts as confirmed. */
  replyDeadline: DateOnlyString;
  confirmedAt: IsoDateString | null;
  autoConfirmed: boolean;
  createdAt: IsoDateString;
}

export interface StatementDisputeInfo {
  id: number;
  lineId: number;
  comment: string;
  status: StatementDisputeStatusValue;
  statusText: string;
  resolution: string | null;
  createdAt: IsoDateString;
  resolvedAt: IsoDateString | null;
}

export interface StatementLine {
  id: number;
  lineNo: number;
  kind: StatementLineKindValue;
  orderNo: string;
  goodsName: string;
  skuCode: string;
  goodsCount: number;
  unitPrice: MoneyString;
  amount: MoneyString;
  /** Charge: the day all samples were received (the order became effective); payment: the day it was received. */
  lineDate: DateOnlyString;
  /** Charge: when it falls due under the contract terms. */
  dueDate: DateOnlyString | null;
  /** The line's open dispute, if any. */
  disputed: boolean;
}

export interface StatementAging {
  days0to30: MoneyString;
  days31to60: MoneyString;
  days61to90: MoneyString;
  over90: MoneyString;
}

export interface StatementDetail extends StatementSummary {
  periodStart: DateOnlyString;
  periodEnd: DateOnlyString;
  creditsTotal: MoneyString;
  aging: StatementAging;
  /** Unpaid amounts past their due date at the end of the month, and the late penalty on them (0.1% a day). */
  overdueAmount: MoneyString;
  latePenalty: MoneyString;
  /** Null when no credit limit was granted. */
  creditLimit: MoneyString | null;
  creditUsed: MoneyString;
  creditAvailable: MoneyString | null;
  lines: StatementLine[];
  disputes: StatementDisputeInfo[];
}

export interface ConfirmStatementRequest {
  id: number;
}

export interface DisputeStatementRequest {
  id: number;
  lineId: number;
  comment: string;
}

export interface StatementFileResponse {
  /** A signed download link, opened in a new tab. */
  url: string;
}

/** Staff: the disputes queue. status omitted: open ones. */
export interface StatementDisputeQuery {
  status?: StatementDisputeStatusValue;
  page?: number;
  pageSize?: number;
}

export interface StatementDisputeEntry extends StatementDisputeInfo {
  statementId: number;
  statementNo: string;
  period: string;
  ownerName: string;
  contractNo: string;
  orderNo: string;
  goodsName: string;
  amount: MoneyString;
  resolvedByName: string | null;
}

export interface ResolveStatementDisputeRequest {
  id: number;
  resolution: string;
}

/** Staff: generate the statements of a month now (the job does it in the first days of each month). */
export interface GenerateStatementsRequest {
  /** YYYY-MM; omitted: last month. */
  period?: string;
}

/** AdminRecordCreditNote: a reduction (减免) of an effective, unpaid order's amount, issued today. */
export interface RecordCreditNoteRequest {
  orderNo: string;
  /** Yuan with at most two decimals, more than 0 and at most what is still owed on the order. */
  amount: string;
  reason: string;
}

export interface CreditNote {
  creditNoteNo: string;
  orderNo: string;
  contractNo: string;
  amount: MoneyString;
  reason: string;
  issuedOn: DateOnlyString;
  /** What is still owed on the order after this note. */
  remaining: MoneyString;
}

/** Staff: the credit notes issued so far, newest first. */
export interface CreditNoteListQuery {
  page?: number;
  pageSize?: number;
}

/** AdminCreditNotes: one issued credit note, with whose order it lowered and who issued it. */
export interface CreditNoteEntry {
  id: number;
  creditNoteNo: string;
  orderNo: string;
  contractNo: string;
  /** The organisation (or, for a personal contract, the member) the order belongs to. */
  ownerName: string;
  amount: MoneyString;
  reason: string;
  issuedOn: DateOnlyString;
  /** The staff member who issued it; null once that account is gone. */
  staffName: string | null;
  createdAt: IsoDateString;
}

export interface GenerateStatementsResponse {
  period: string;
  created: number;
  existing: number;
}
