import type {
  ListResponse,
  OrderNoQuery,
  OrderSampleInfo,
  OrderSampleInfoQuery,
  OrderSampleScheduleResponse,
  SampleCentreRow,
  SampleColumn,
  SampleDetail,
  SampleDetailQuery,
  SampleListQuery,
  SampleRow,
  SampleSchedule,
  UploadResult,
} from '../../entities/index.js';
import { type RawAnswer, route, type RouteDef } from '../route-def.js';

/** Sample centre and sample progress. */
export const sampleRoutes = {
  /** The sample sheet's multipart upload; the lowercase first letter is the legacy spelling. */
  uploadExcel: route<{ body: FormData; response: UploadResult }>()({
    method: 'POST',
    path: '/api/File/uploadExcel',
    auth: 'customer',
    summary: '上传样本Excel（multipart）',
    domain: 'samples',
  }),
  GetSampleList: route<{ query: SampleListQuery; response: ListResponse<SampleCentreRow> }>()({
    method: 'GET',
    path: '/api/NewOrder/GetSampleList',
    auth: 'customer',
    summary: '样本中心列表',
    domain: 'samples',
  }),
  GetSampleDetail: route<{ query: SampleDetailQuery; response: SampleDetail }>()({
    method: 'GET',
    path: '/api/NewOrder/GetSampleDetail',
    auth: 'customer',
    summary: '样本详情',
    domain: 'samples',
  }),
  SampleTask: route<{ query: OrderNoQuery; response: SampleRow[] }>()({
    method: 'GET',
    path: '/api/NewOrder/SampleTask',
    auth: 'customer',
    summary: '订单的样本任务（样本行）',
    domain: 'samples',
  }),
  getSamplePdf: route<{ query: OrderNoQuery; response: RawAnswer<'file'> }>()({
    method: 'GET',
    path: '/api/NewOrder/getSamplePdf',
    auth: 'customer',
    summary: '样本信息单PDF（每个样本一个条码）',
    domain: 'samples',
  }),
  ScheduleList: route<{ response: SampleSchedule[] }>()({
    method: 'GET',
    path: '/api/NewOrder/ScheduleList',
    auth: 'customer',
    summary: '样本进度汇总',
    domain: 'samples',
  }),
  GetOrderSampleSch: route<{ query: OrderNoQuery; response: OrderSampleScheduleResponse }>()({
    method: 'GET',
    path: '/api/NewOrder/GetOrderSampleSch',
    auth: 'customer',
    summary: '订单样本进度',
    domain: 'samples',
  }),
  GetOrderSampleInfo: route<{ query: OrderSampleInfoQuery; response: OrderSampleInfo }>()({
    method: 'GET',
    path: '/api/NewOrder/GetOrderSampleInfo',
    auth: 'customer',
    summary: '订单已提交的样本信息（供修改）',
    domain: 'samples',
  }),
  GetSampleColumns: route<{ response: SampleColumn[] }>()({
    method: 'GET',
    path: '/api/NewOrder/GetSampleColumns',
    auth: 'customer',
    summary: '样本列表可选列',
    domain: 'samples',
  }),
  GetSampleDetailColumns: route<{ response: SampleColumn[] }>()({
    method: 'GET',
    path: '/api/NewOrder/GetSampleDetailColumns',
    auth: 'customer',
    summary: '样本详情可选列',
    domain: 'samples',
  }),
} as const satisfies Record<string, RouteDef>;
