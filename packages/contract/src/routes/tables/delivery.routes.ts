import type { RouteDef } from '../route-def.js';

/** Samples to the lab (delivery labs) and data back to the customer (data centre). */
export const deliveryRoutes = {
  GetDeliveryLabs: { method: 'GET', path: '/api/NewOrder/GetDeliveryLabs', auth: 'customer', summary: '所选商品可用的派送实验室', domain: 'delivery' },
  GetDatadelivery: { method: 'GET', path: '/api/NewOrder/GetDatadelivery', auth: 'customer', summary: '订单数据交付信息', domain: 'delivery' },
  GetDataList: { method: 'GET', path: '/api/NewDataCenter/GetDataList', auth: 'customer', summary: '数据中心列表（交付数据/分析记录）', domain: 'delivery' },
  GetDeliveryCredential: { method: 'GET', path: '/api/NewDataCenter/GetDeliveryCredential', auth: 'customer', summary: '数据下载临时凭证（base64）', domain: 'delivery' },
  GetDownloadList: { method: 'GET', path: '/api/NewDataCenter/GetDownloadList', auth: 'customer', summary: '可下载文件列表', domain: 'delivery' },
  GetReportDetail: { method: 'GET', path: '/api/NewDataCenter/GetReportDetail', auth: 'customer', summary: '质检报告文件详情', domain: 'delivery' },
} as const satisfies Record<string, RouteDef>;
