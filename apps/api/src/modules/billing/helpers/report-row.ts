import { QC_GRADE_LABELS, type BillingReportRow, type QcGradeValue } from '@seqportal/contract';
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

/** Column headers of the exported sheet, in the row's order. */
export const REPORT_COLUMNS: ReadonlyArray<{ key: keyof BillingReportRow; header: string; width: number }> = [
  { key: 'deliveryDate', header: '交付日期', width: 12 },
  { key: 'receiptDate', header: '收样日期', width: 12 },
  { key: 'overdueDay', header: '逾期天数', width: 10 },
  { key: 'manageName', header: '管理员', width: 12 },
  { key: 'memberName', header: '下单人', width: 12 },
  { key: 'contractId', header: '合同编号', width: 18 },
  { key: 'yyCode', header: '业务单号', width: 20 },
  { key: 'orgName', header: '机构名称', width: 24 },
  { key: 'sendTempCode', header: '送样编号', width: 20 },
  { key: 'limsId', header: 'LIMS编号', width: 20 },
  { key: 'skuCode', header: 'SKU编码', width: 14 },
  { key: 'goodsName', header: '商品名称', width: 24 },
  { key: 'unitPrice', header: '单价', width: 12 },
  { key: 'targetCount', header: '目标数量', width: 10 },
  { key: 'targetDataCount', header: '目标数据量(G)', width: 14 },
  { key: 'total', header: '总价', width: 12 },
  { key: 'actualProductionRate', header: '实际产出率(%)', width: 14 },
  { key: 'total_Value', header: '产值', width: 12 },
  { key: 'overduePayment', header: '逾期违约金', width: 12 },
  { key: 'discountPrice', header: '优惠金额', width: 12 },
  { key: 'needPay', header: '应付金额', width: 12 },
  { key: 'limsTotalGrade', header: '总量评级', width: 10 },
  { key: 'limsQualityGrade', header: '质量评级', width: 10 },
];
