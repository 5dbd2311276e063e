import type {
  DataListQuery,
  DataRow,
  DatadeliveryResponse,
  DeliveryCredentialQuery,
  DeliveryLab,
  DeliveryLabsQuery,
  DeliveryManifest,
  DeliveryManifestQuery,
  DownloadFileQuery,
  DownloadItem,
  DownloadListQuery,
  ListResponse,
  NotificationSetting,
  OrderEventsQuery,
  OrderEventsTicketResponse,
  OrderNoQuery,
  ReportDetail,
  ReportDetailQuery,
  SaveNotificationSettingRequest,
} from '../../entities/index.js';
import { type RawAnswer, route, type RouteDef } from '../route-def.js';

/** Samples to the lab (delivery labs) and data back to the customer (data centre). */
export const deliveryRoutes = {
  GetDeliveryLabs: route<{ query: DeliveryLabsQuery; response: DeliveryLab[] }>()({
    method: 'GET',
    path: '/api/NewOrder/GetDeliveryLabs',
    auth: 'customer',
    summary: '所选商品可用的派送实验室',
    domain: 'delivery',
  }),
  GetDatadelivery: route<{ query: OrderNoQuery; response: DatadeliveryResponse }>()({
    method: 'GET',
    path: '/api/NewOrder/GetDatadelivery',
    auth: 'customer',
    summary: '订单数据交付信息',
    domain: 'delivery',
  }),
  GetDataList: route<{ query: DataListQuery; response: ListResponse<DataRow> }>()({
    method: 'GET',
    path: '/api/NewDataCenter/GetDataList',
    auth: 'customer',
    summary: '数据中心列表（交付数据/分析记录）',
    domain: 'delivery',
  }),
  GetDeliveryCredential: route<{ query: DeliveryCredentialQuery; response: string }>()({
    method: 'GET',
    path: '/api/NewDataCenter/GetDeliveryCredential',
    auth: 'customer',
    summary: '数据下载临时凭证（base64）',
    domain: 'delivery',
  }),
  GetDownloadList: route<{ query: DownloadListQuery; response: DownloadItem[] }>()({
    method: 'GET',
    path: '/api/NewDataCenter/GetDownloadList',
    auth: 'customer',
    summary: '可下载文件列表',
    domain: 'delivery',
  }),
  GetReportDetail: route<{ query: ReportDetailQuery; response: ReportDetail }>()({
    method: 'GET',
    path: '/api/NewDataCenter/GetReportDetail',
    auth: 'customer',
    summary: '质检报告文件详情',
    domain: 'delivery',
  }),
  GetDeliveryManifest: route<{ query: DeliveryManifestQuery; response: DeliveryManifest }>()({
    method: 'GET',
    path: '/api/NewDataCenter/GetDeliveryManifest',
    auth: 'customer',
    summary: '订单交付文件清单（文件名、大小、MD5）',
    domain: 'delivery',
  }),
  // The link a download list hands out: signed and short-lived, so it works as a plain <a href>; logs the download and
  // redirects to a presigned storage link.
  DownloadDeliveryFile: route<{ query: DownloadFileQuery; response: RawAnswer<'redirect'> }>()({
    method: 'GET',
    path: '/api/NewDataCenter/DownloadFile',
    auth: 'public',
    summary: '下载交付文件（签名链接，记录下载后跳转到存储的临时链接）',
    domain: 'delivery',
  }),
  // Live sample progress. EventSource cannot send an Authorization header, so the page first exchanges its token
  // for a one-time ticket (60 s) and opens the stream with it.
  OrderEventsTicket: route<{ response: OrderEventsTicketResponse }>()({
    method: 'POST',
    path: '/api/NewOrder/OrderEventsTicket',
    auth: 'customer',
    summary: '实时进度推送票据（60秒内一次有效）',
    domain: 'delivery',
  }),
  OrderEvents: route<{ query: OrderEventsQuery; response: RawAnswer<'event-stream'> }>()({
    method: 'GET',
    path: '/api/NewOrder/OrderEvents',
    auth: 'public',
    summary: '订单实时进度（Server-Sent Events，凭票据连接）',
    domain: 'delivery',
  }),
  GetNotificationSetting: route<{ response: NotificationSetting }>()({
    method: 'GET',
    path: '/api/NewPersonalCenter/GetNotificationSetting',
    auth: 'customer',
    summary: '样本进度通知设置（短信、邮件）',
    domain: 'delivery',
  }),
  SaveNotificationSetting: route<{ body: SaveNotificationSettingRequest; response: NotificationSetting }>()({
    method: 'POST',
    path: '/api/NewPersonalCenter/SaveNotificationSetting',
    auth: 'customer',
    summary: '保存样本进度通知设置',
    domain: 'delivery',
  }),
} as const satisfies Record<string, RouteDef>;
