import type {
  ContractTemplateQuery,
  ContractTemplateResponse,
  DownLoadExcelQuery,
  ListResponse,
  ModifyOrderSamplesRequest,
  OrderNoQuery,
  OrderSampleInfo,
  OrderSampleInfoQuery,
  OrderSampleScheduleResponse,
  ParseSampleExcelRequest,
  ParseSampleExcelResult,
  SampleCentreRow,
  SampleColumn,
  SampleDetail,
  SampleDetailQuery,
  SampleListQuery,
  SampleSchedule,
  SampleSubmissionRefusal,
  UploadResult,
} from '../../entities/index.js';
import { type RawAnswer, route, type RouteDef } from '../route-def.js';

/**
 * Sample centre and sample progress, an order's sample edit, and the sample sheets: their templates (per product and
 * per contract), their upload and parsing (the workbench's import included).
 */
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
  ModifyOrderSamples: route<{ body: ModifyOrderSamplesRequest; response: null; failure: SampleSubmissionRefusal }>()({
    method: 'POST',
    path: '/api/NewOrder/ModifyOrderSamples',
    auth: 'customer',
    summary: '修改已有订单的样本信息',
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
  DownLoadExcel: route<{ query: DownLoadExcelQuery; response: RawAnswer<'file'> }>()({
    method: 'GET',
    path: '/api/NewOrder/DownLoadExcel',
    auth: 'customer',
    summary: '下载下单Excel模板',
    domain: 'samples',
  }),
  GetContractTemplate: route<{ query: ContractTemplateQuery; response: ContractTemplateResponse }>()({
    method: 'GET',
    path: '/api/NewOrder/GetContractTemplate',
    auth: 'customer',
    summary: '合同模板下载链接',
    domain: 'samples',
  }),
  ParseSampleExcel: route<{
    body: ParseSampleExcelRequest;
    response: ParseSampleExcelResult;
    failure: ParseSampleExcelResult;
  }>()({
    method: 'POST',
    path: '/api/NewWork/ParseSampleExcel',
    auth: 'customer',
    summary: '解析已上传的样本Excel',
    domain: 'samples',
  }),
} as const satisfies Record<string, RouteDef>;
