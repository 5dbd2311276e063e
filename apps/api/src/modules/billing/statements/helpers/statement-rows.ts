import {
  STATEMENT_DISPUTE_STATUS_LABELS,
  STATEMENT_STATUS_LABELS,
  type StatementDetail,
  type StatementDisputeInfo,
  type StatementDisputeStatusValue,
  type StatementLine,
  type StatementLineKindValue,
  type StatementStatusValue,
  type StatementSummary,
} from '@seqportal/contract';

/** The statement columns every read selects (money as text, dates as YYYY-MM-DD). */
export const STATEMENT_COLUMNS = `s.id, s.statement_no, to_char(s.period, 'YYYY-MM') AS period, s.contract_id,
  s.contract_no, s.owner_name, s.organisation_id, s.member_id, s.opening_balance::text, s.charges_total::text,
  s.payments_total::text, s.credits_total::text, s.closing_balance::text, s.aging_0_30::text, s.aging_31_60::text,
  s.aging_61_90::text, s.aging_over_90::text, s.overdue_amount::text, s.late_penalty::text, s.credit_limit::text,
  s.credit_used::text, s.credit_available::text, s.status, to_char(s.reply_deadline, 'YYYY-MM-DD') AS reply_deadline,
  s.confirmed_at, s.auto_confirmed, s.created_at`;

export interface StatementRow {
  id: number;
  statement_no: string;
  period: string;
  contract_id: number;
  contract_no: string;
  owner_name: string;
  organisation_id: number | null;
  member_id: number | null;
  opening_balance: string;
  charges_total: string;
  payments_total: string;
  credits_total: string;
  closing_balance: string;
  aging_0_30: string;
  aging_31_60: string;
  aging_61_90: string;
  aging_over_90: string;
  overdue_amount: string;
  late_penalty: string;
  credit_limit: string | null;
  credit_used: string;
  credit_available: string | null;
  status: StatementStatusValue;
  reply_deadline: string;
  confirmed_at: Date | null;
  auto_confirmed: boolean;
  created_at: Date;
}

export interface StatementLineRow {
  id: number;
  line_no: number;
  kind: StatementLineKindValue;
  order_no: string;
  goods_name: string;
  sku_code: string;
  goods_count: number;
  unit_price: string;
  amount: string;
  line_date: string;
  due_date: string | null;
  disputed: boolean;
}

export interface DisputeRow {
  id: number;
  line_id: number;
  comment: string;
  status: StatementDisputeStatusValue;
  resolution: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

export const LINE_COLUMNS = `l.id, l.line_no, l.kind, l.order_no, l.goods_name, l.sku_code, l.goods_count,
  l.unit_price::text, l.amount::text, to_char(l.line_date, 'YYYY-MM-DD') AS line_date,
  to_char(l.due_date, 'YYYY-MM-DD') AS due_date,
  EXISTS (SELECT 1 FROM statement_dispute d WHERE d.line_id = l.id AND d.status = 1) AS disputed`;

export function toSummary(row: StatementRow): StatementSummary {
  return {
    id: row.id,
    statementNo: row.statement_no,
    period: row.period,
    contractId: row.contract_id,
    contractNo: row.contract_no,
    ownerName: row.owner_name,
    openingBalance: row.opening_balance,
    chargesTotal: row.charges_total,
    paymentsTotal: row.payments_total,
    closingBalance: row.closing_balance,
    status: row.status,
    statusText: STATEMENT_STATUS_LABELS[row.status],
    replyDeadline: row.reply_deadline,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    autoConfirmed: row.auto_confirmed,
    createdAt: row.created_at.toISOString(),
  };
}

export function toLine(row: StatementLineRow): StatementLine {
  return {
    id: row.id,
    lineNo: row.line_no,
    kind: row.kind,
    orderNo: row.order_no,
    goodsName: row.goods_name,
    skuCode: row.sku_code,
    goodsCount: row.goods_count,
    unitPrice: row.unit_price,
    amount: row.amount,
    lineDate: row.line_date,
    dueDate: row.due_date,
    disputed: row.disputed,
  };
}

export function toDispute(row: DisputeRow): StatementDisputeInfo {
  return {
    id: row.id,
    lineId: row.line_id,
    comment: row.comment,
    status: row.status,
    statusText: STATEMENT_DISPUTE_STATUS_LABELS[row.status],
    resolution: row.resolution,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
  };
}

export function toDetail(row: StatementRow, lines: StatementLineRow[], disputes: DisputeRow[]): StatementDetail {
  const [year, month] = row.period.split('-').map(Number);
  const end = new Date(Date.UTC(year!, month!, 0)).toISOString().slice(0, 10);
  return {
    ...toSummary(row),
    periodStart: `${row.period}-01`,
    periodEnd: end,
    creditsTotal: row.credits_total,
    aging: {
      days0to30: row.aging_0_30,
      days31to60: row.aging_31_60,
      days61to90: row.aging_61_90,
      over90: row.aging_over_90,
    },
    overdueAmount: row.overdue_amount,
    latePenalty: row.late_penalty,
    creditLimit: row.credit_limit,
    creditUsed: row.credit_used,
    creditAvailable: row.credit_available,
    lines: lines.map(toLine),
    disputes: disputes.map(toDispute),
  };
}
