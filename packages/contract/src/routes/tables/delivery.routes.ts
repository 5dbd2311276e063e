import type {
  CompleteDeliveryUploadRequest,
  CreateDeliveryUploadRequest,
  CreateDeliveryUploadResponse,
  DataListQuery,
  DataRow,
  DatadeliveryResponse,
  DeleteDeliveryFileQuery,
  DeliveryCredentialQuery,
  DeliveryFileEntry,
  DeliveryManifest,
  DeliveryManifestQuery,
  DownloadFileQuery,
  DownloadItem,
  DownloadListQuery,
  ListResponse,
  OrderNoQuery,
  ReportDetail,
  ReportDetailQuery,
  UploadDeliveryFileQuery,
} from '../../entities/index.js';
import { type RawAnswer, route, type RouteDef } from '../route-def.js';

/**
 * Data back to the customer: the data centre (lists, credentials, manifests, signed downloads) and the lab staff's
 * delivery files and uploads that fill it (staff calls under /api/admin/lab).
 */
export const deliveryRoutes = {
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
  // The lab staff put the delivery files there (roles lab and admin; the one marked 仅管理员 needs admin).
  AdminUploadDeliveryFile: route<{ query: UploadDeliveryFileQuery; body: FormData; response: DeliveryFileEntry }>()({
    method: 'POST',
    path: '/api/admin/lab/delivery-files',
    auth: 'staff',
    summary: '上传交付文件（multipart），记录MD5并更新订单清单',
    domain: 'delivery',
  }),
  AdminDeleteDeliveryFile: route<{ query: DeleteDeliveryFileQuery; response: null }>()({
    method: 'DELETE',
    path: '/api/admin/lab/delivery-files',
    auth: 'staff',
    summary: '删除交付文件（仅管理员）',
    domain: 'delivery',
  }),
  AdminCreateDeliveryUpload: route<{ body: CreateDeliveryUploadRequest; response: CreateDeliveryUploadResponse }>()({
    method: 'POST',
    path: '/api/admin/lab/delivery-uploads',
    auth: 'staff',
    summary: '大文件直传：签发预签名上传链接',
    domain: 'delivery',
  }),
  AdminCompleteDeliveryUpload: route<{ body: CompleteDeliveryUploadRequest; response: DeliveryFileEntry }>()({
    method: 'POST',
    path: '/api/admin/lab/delivery-uploads/complete',
    auth: 'staff',
    summary: '大文件直传完成：校验对象、记录MD5',
    domain: 'delivery',
  }),
} as const satisfies Record<string, RouteDef>;
