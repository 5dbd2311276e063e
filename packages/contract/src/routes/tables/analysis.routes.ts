import type {
  AdminAnalysisActionRequest,
  AdminAnalysisList,
  AdminAnalysisListQuery,
  AnalysisQuote,
  AnalysisQuoteRequest,
  AnalysisRecord,
  AnalysisRecordQuery,
  AnalysisType,
  GenomeOption,
  OutFileTypeOption,
  SubmitAnalysisRequest,
  SubmitAnalysisResponse,
} from '../../entities/index.js';
import { route, type RouteDef } from '../route-def.js';

/** Bioinformatics analysis ordered on delivered data. */
export const analysisRoutes = {
  GetAnalysisTypes: route<{ response: AnalysisType[] }>()({
    method: 'GET',
    path: '/api/NewAnalysis/GetAnalysisTypes',
    auth: 'customer',
    summary: '分析类型列表',
    domain: 'analysis',
  }),
  GetGenomeList: route<{ response: GenomeOption[] }>()({
    method: 'GET',
    path: '/api/NewAnalysis/GetGenomeList',
    auth: 'customer',
    summary: '参考基因组列表',
    domain: 'analysis',
  }),
  GetOutFileTypes: route<{ response: OutFileTypeOption[] }>()({
    method: 'GET',
    path: '/api/NewAnalysis/GetOutFileTypes',
    auth: 'customer',
    summary: '输出文件类型列表',
    domain: 'analysis',
  }),
  SubmitAnalysis: route<{ body: SubmitAnalysisRequest; response: SubmitAnalysisResponse }>()({
    method: 'POST',
    path: '/api/NewAnalysis/SubmitAnalysis',
    auth: 'customer',
    summary: '提交生信分析订单（支持Idempotency-Key）',
    domain: 'analysis',
  }),
  GetAnalysisQuote: route<{ body: AnalysisQuoteRequest; response: AnalysisQuote }>()({
    method: 'POST',
    path: '/api/NewAnalysis/GetAnalysisQuote',
    auth: 'customer',
    summary: '生信分析报价（提交前由服务端计算价格与输入）',
    domain: 'analysis',
  }),
  GetAnalysisRecord: route<{ query: AnalysisRecordQuery; response: AnalysisRecord }>()({
    method: 'GET',
    path: '/api/NewAnalysis/GetAnalysisRecord',
    auth: 'customer',
    summary: '分析记录详情（再次分析的输入）',
    domain: 'analysis',
  }),
  AdminAnalysisList: route<{ query: AdminAnalysisListQuery; response: AdminAnalysisList }>()({
    method: 'GET',
    path: '/api/admin/analysis/orders',
    auth: 'staff',
    summary: '生信分析订单列表（员工）',
    domain: 'analysis',
  }),
  AdminAnalysisStart: route<{ body: AdminAnalysisActionRequest; response: AnalysisRecord }>()({
    method: 'POST',
    path: '/api/admin/analysis/start',
    auth: 'staff',
    summary: '开始分析（排队中 → 分析中）',
    domain: 'analysis',
  }),
  AdminAnalysisComplete: route<{ body: AdminAnalysisActionRequest; response: AnalysisRecord }>()({
    method: 'POST',
    path: '/api/admin/analysis/complete',
    auth: 'staff',
    summary: '完成分析（分析中 → 已完成，需已上传结果）',
    domain: 'analysis',
  }),
} as const satisfies Record<string, RouteDef>;
