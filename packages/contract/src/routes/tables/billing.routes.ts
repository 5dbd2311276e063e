import type {
  BillingDetailRow,
  BillingOrderDetailQuery,
  BillingOverview,
  BillingReportExportQuery,
  BillingReportQuery,
  BillingReportRow,
  BillingWindowQuery,
  BuyPieSlice,
  Contract,
  ListResponse,
  OrderStatusCount,
  ReportExportResponse,
} from '../../entities/index.js';
import { route, type RouteDef } from '../route-def.js';

/** Billing centre, by contract and time window. */
export const billingRoutes = {
  GetContractList: route<{ response: Contract[] }>()({
    method: 'GET',
    path: '/api/NewBilling/GetContractList',
    auth: 'customer',
    summary: '账单合同列表',
    domain: 'billing',
  }),
  GetOverview: route<{ query: BillingWindowQuery; response: BillingOverview }>()({
    method: 'GET',
    path: '/api/NewBilling/GetOverview',
    auth: 'customer',
    summary: '费用概览',
    domain: 'billing',
  }),
  GetBuyPie: route<{ query: BillingWindowQuery; response: BuyPieSlice[] }>()({
    method: 'GET',
    path: '/api/NewBilling/GetBuyPie',
    auth: 'customer',
    summary: '购买商品分布饼图',
    domain: 'billing',
  }),
  GetOrderPie: route<{ query: BillingWindowQuery; response: OrderStatusCount[] }>()({
    method: 'GET',
    path: '/api/NewBilling/GetOrderPie',
    auth: 'customer',
    summary: '订单状态分布饼图',
    domain: 'billing',
  }),
  GetOrderDetail: route<{ query: BillingOrderDetailQuery; response: BillingDetailRow[] }>()({
    method: 'GET',
    path: '/api/NewBilling/GetOrderDetail',
    auth: 'customer',
    summary: '账单明细',
    domain: 'billing',
  }),
  GetReport: route<{ query: BillingReportQuery; response: ListResponse<BillingReportRow> }>()({
    method: 'GET',
    path: '/api/NewBilling/GetReport',
    auth: 'customer',
    summary: '账单报表（分页）',
    domain: 'billing',
  }),
  GetReportExport: route<{ query: BillingReportExportQuery; response: ReportExportResponse }>()({
    method: 'GET',
    path: '/api/NewBilling/GetReportExport',
    auth: 'customer',
    summary: '导出账单报表，返回下载地址',
    domain: 'billing',
  }),
} as const satisfies Record<string, RouteDef>;
