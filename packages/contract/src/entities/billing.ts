import type { BillingDetailFilterValue } from '../enums/workspace-filters.js';
import type { DateOnlyString, IsoDateString, MoneyString } from './common.js';

export interface BillingWindowQuery {
  contractId?: number;
  beginTime?: DateOnlyString;
  endTime?: DateOnlyString;
}

export interface BillingOrderDetailQuery extends BillingWindowQuery {
  type: BillingDetailFilterValue;
}

export interface BillingReportQuery {
  contractId?: number;
  payBeginTime?: DateOnlyString;
  payEndTime?: DateOnlyString;
  page: number;
  /** 20 on the billing report. */
  pageSize: number;
}

export const BILLING_REPORT_PAGE_SIZE = 20;

/** GetReportExport: the report's window without its paging; the whole window is exported. */
export type BillingReportExportQuery = Omit<BillingReportQuery, 'page' | 'pageSize'>;

export interface BillingOverview {
  total: MoneyString;
  completed: MoneyString;
  progress: MoneyString;
  balance: MoneyString | null;
}

export interface BuyPieSlice {
  skuCode: string;
  orderCount: number;
}

export interface OrderStatusCount {
  title: string;
  count: number;
}

export interface BillingDetailRow {
  orderNo: string;
  goodsName: string;
  paymentTime: IsoDateString;
  goodsCount: number;
  actualAmount: MoneyString;
}

/** Field names (total_Value, contractId...) keep the spelling of the provider's finance export. */
export interface BillingReportRow {
  deliveryDate: DateOnlyString | null;
  receiptDate: DateOnlyString | null;
  overdueDay: number;
  manageName: string;
  memberName: string;
  contractId: string;
  yyCode: string;
  orgName: string;
  sendTempCode: string;
  limsId: string;
  skuCode: string;
  goodsName: string;
  unitPrice: MoneyString;
  targetCount: number;
  targetDataCount: number;
  total: MoneyString;
  actualProductionRate: number;
  total_Value: MoneyString;
  overduePayment: MoneyString;
  discountPrice: MoneyString;
  needPay: MoneyString;
  limsTotalGrade: string;
  limsQualityGrade: string;
}

export interface ReportExportResponse {
  url: string;
}

/** The report's columns in order with their Chinese headings: the page's table and the exported sheet share them. */
export const BILLING_REPORT_COLUMNS: ReadonlyArray<{ key: keyof BillingReportRow; header: string }> = [
  { key: 'deliveryDate', header: '交付日期' },
  { key: 'receiptDate', header: '收样日期' },
  { key: 'overdueDay', header: '逾期天数' },
  { key: 'manageName', header: '管理员' },
  { key: 'memberName', header: '下单人' },
  { key: 'contractId', header: '合同编号' },
  { key: 'yyCode', header: '业务单号' },
  { key: 'orgName', header: '机构名称' },
  { key: 'sendTempCode', header: '送样编号' },
  { key: 'limsId', header: 'LIMS编号' },
  { key: 'skuCode', header: 'SKU编码' },
  { key: 'goodsName', header: '商品名称' },
  { key: 'unitPrice', header: '单价' },
  { key: 'targetCount', header: '目标数量' },
  { key: 'targetDataCount', header: '目标数据量(G)' },
  { key: 'total', header: '总价' },
  { key: 'actualProductionRate', header: '实际产出率(%)' },
  { key: 'total_Value', header: '产值' },
  { key: 'overduePayment', header: '逾期违约金' },
  { key: 'discountPrice', header: '优惠金额' },
  { key: 'needPay', header: '应付金额' },
  { key: 'limsTotalGrade', header: '总量评级' },
  { key: 'limsQualityGrade', header: '质量评级' },
];
