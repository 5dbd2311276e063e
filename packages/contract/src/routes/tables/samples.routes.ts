import type { RouteDef } from '../route-def.js';

/** Sample centre and sample progress. */
export const sampleRoutes = {
  GetSampleList: { method: 'GET', path: '/api/NewOrder/GetSampleList', auth: 'customer', summary: '样本中心列表', domain: 'samples' },
  GetSampleDetail: { method: 'GET', path: '/api/NewOrder/GetSampleDetail', auth: 'customer', summary: '样本详情', domain: 'samples' },
  SampleTask: { method: 'GET', path: '/api/NewOrder/SampleTask', auth: 'customer', summary: '样本任务', domain: 'samples' },
  getSamplePdf: { method: 'GET', path: '/api/NewOrder/getSamplePdf', auth: 'customer', summary: '样本质检报告文件', domain: 'samples' },
  ScheduleList: { method: 'GET', path: '/api/NewOrder/ScheduleList', auth: 'customer', summary: '样本进度汇总', domain: 'samples' },
  GetOrderSampleSch: { method: 'GET', path: '/api/NewOrder/GetOrderSampleSch', auth: 'customer', summary: '订单样本进度', domain: 'samples' },
  GetOrderSampleInfo: { method: 'GET', path: '/api/NewOrder/GetOrderSampleInfo', auth: 'customer', summary: '订单已提交的样本信息（供修改）', domain: 'samples' },
  GetSampleColumns: { method: 'GET', path: '/api/NewOrder/GetSampleColumns', auth: 'customer', summary: '样本列表可选列', domain: 'samples' },
  GetSampleDetailColumns: { method: 'GET', path: '/api/NewOrder/GetSampleDetailColumns', auth: 'customer', summary: '样本详情可选列', domain: 'samples' },
} as const satisfies Record<string, RouteDef>;
