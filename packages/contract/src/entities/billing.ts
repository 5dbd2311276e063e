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
