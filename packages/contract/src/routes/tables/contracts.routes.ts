import type {
  ContractTemplateQuery,
  ContractTemplateResponse,
  ContractWithProducts,
  DownLoadExcelQuery,
} from '../../entities/index.js';
import { type RawAnswer, route, type RouteDef } from '../route-def.js';

/** Contracts: their products at contract prices, the sample sheet templates. */
export const contractRoutes = {
  GetContractProductList: route<{ response: ContractWithProducts[] }>()({
    method: 'GET',
    path: '/api/NewOrder/GetContractProductList',
    auth: 'customer',
    summary: '合同及其商品列表',
    domain: 'contracts',
  }),
  DownLoadExcel: route<{ query: DownLoadExcelQuery; response: RawAnswer<'file'> }>()({
    method: 'GET',
    path: '/api/NewOrder/DownLoadExcel',
    auth: 'customer',
    summary: '下载下单Excel模板',
    domain: 'contracts',
  }),
  GetContractTemplate: route<{ query: ContractTemplateQuery; response: ContractTemplateResponse }>()({
    method: 'GET',
    path: '/api/NewOrder/GetContractTemplate',
    auth: 'customer',
    summary: '合同模板下载链接',
    domain: 'contracts',
  }),
} as const satisfies Record<string, RouteDef>;
