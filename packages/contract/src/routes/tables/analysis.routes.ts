import type {
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
} as const satisfies Record<string, RouteDef>;
