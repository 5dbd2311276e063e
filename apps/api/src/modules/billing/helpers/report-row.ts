import { BILLING_REPORT_COLUMNS, QC_GRADE_LABELS, type BillingReportRow, type QcGradeValue } from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import { dueDate, latePenalty, overdueDays } from './settlement-terms.js';

/** One order line as the report query reads it; money as NUMERIC text. */
export interface ReportLineRow {
  line_id: number;
  /** timestamptz as text, full precision (the export's keyset cursor). */
  placed_at: string;
  order_no: string;
  manage_name: string | null;
  member_name: string;
  contract_no: string | null;
  org_name: string | null;
  send_codes: string | null;
  lims_ids: string | null;
  sku_code: string;
  goods_name: string;
  sku_price: string;
  goods_count: number;
  data_size: string;
  actual_price: string;
  produced: number;
  total_grade: QcGradeValue | null;
  quality_grade: QcGradeValue | null;
  receipt_date: string | null;
  delivery_date: string | null;
  settled: boolean;
}

const money = (value: Decimal) => value.toFixed(2, Decimal.ROUND_HALF_UP);

/**
 * The 23 columns of a billing report row. total is the line at its contract price; the production rate is the
 * share of its samples that passed QC (PASS or RISK) and total_Value the production value at that rate. The
 * contract price is the only discount there is, so discountPrice is 0.00 until other discounts exist. An unpaid
 * line runs overdue days from its due date (settlement-terms.ts) with the 0.1%/day penalty; needPay is what
 * remains to pay, penalty included, and 0.00 once settled.
 */
export function toReportRow(row: ReportLineRow, today: string): BillingReportRow {
  const total = new Decimal(row.actual_price);
  const rate =
    row.goods_count > 0
      ? Decimal.min(100, new Decimal(row.produced).times(100).dividedBy(row.goods_count)).toDecimalPlaces(
          2,
          Decimal.ROUND_HALF_UP,
        )
      : new Decimal(0);
  const discount = new Decimal(0);
  const overdue = !row.settled && row.receipt_date !== null ? overdueDays(dueDate(row.receipt_date), today) : 0;
  const owed = total.minus(discount);
  const penalty = latePenalty(owed, overdue);
  return {
    deliveryDate: row.delivery_date,
    receiptDate: row.receipt_date,
    overdueDay: overdue,
    manageName: row.manage_name ?? row.member_name,
    memberName: row.member_name,
    contractId: row.contract_no ?? '',
    yyCode: row.order_no,
    orgName: row.org_name ?? '',
    sendTempCode: row.send_codes ?? '',
    limsId: row.lims_ids ?? '',
    skuCode: row.sku_code,
    goodsName: row.goods_name,
    unitPrice: money(new Decimal(row.sku_price)),
    targetCount: row.goods_count,
    targetDataCount: Number(row.data_size),
    total: money(total),
    actualProductionRate: rate.toNumber(),
    total_Value: money(total.times(rate).dividedBy(100)),
    overduePayment: money(penalty),
    discountPrice: money(discount),
    needPay: row.settled ? '0.00' : money(owed.plus(penalty)),
    limsTotalGrade: row.total_grade ? QC_GRADE_LABELS[row.total_grade] : '',
    limsQualityGrade: row.quality_grade ? QC_GRADE_LABELS[row.quality_grade] : '',
  };
}

/** Column widths of the exported sheet (characters); the headings are the contract's. */
const WIDTHS: Partial<Record<keyof BillingReportRow, number>> = {
  contractId: 18,
  yyCode: 20,
  orgName: 24,
  sendTempCode: 20,
  limsId: 20,
  goodsName: 24,
  targetDataCount: 14,
  actualProductionRate: 14,
};

export const REPORT_COLUMNS = BILLING_REPORT_COLUMNS.map((column) => ({ ...column, width: WIDTHS[column.key] ?? 12 }));
