import type {
  BatchSubmitOrderRequest,
  BatchSubmitOrderResponse,
  ContractSheetRequest,
  ContractSheetResult,
  ContractTemplateQuery,
  ContractTemplateResponse,
  ContractWithProducts,
  DownLoadExcelQuery,
  SampleSubmissionRefusal,
  SaveSyncProductRequest,
  SyncProductQuery,
  SyncProductShoppingCatRequest,
  SyncResult,
} from '../../entities/index.js';
import { type RawAnswer, route, type RouteDef } from '../route-def.js';

/** Contract ordering: sync the sku list, batch-submit, then save samples, libraries and indexes. */
export const contractRoutes = {
  SyncProduct: route<{ query: SyncProductQuery; response: SyncResult }>()({
    method: 'POST',
    path: '/api/NewOrder/SyncProduct',
    auth: 'customer',
    summary: '同步合同商品',
    domain: 'contracts',
  }),
  SyncProductShoppingCat: route<{ body: SyncProductShoppingCatRequest; response: SyncResult }>()({
    method: 'POST',
    path: '/api/NewOrder/SyncProductShoppingCat',
    auth: 'customer',
    summary: '按合同同步所选商品',
    domain: 'contracts',
  }),
  SaveSyncProduct: route<{ body: SaveSyncProductRequest; response: null; failure: SampleSubmissionRefusal }>()({
    method: 'POST',
    path: '/api/NewOrder/SaveSyncProduct',
    auth: 'customer',
    summary: '保存合同订单的样本、文库与index',
    domain: 'contracts',
  }),
  BatchSubmitOrder: route<{ body: BatchSubmitOrderRequest; response: BatchSubmitOrderResponse }>()({
    method: 'POST',
    path: '/api/NewOrder/BatchSubmitOrder',
    auth: 'customer',
    summary: '合同批量下单（支持Idempotency-Key）',
    domain: 'contracts',
  }),
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
  ParseContractSheet: route<{ body: ContractSheetRequest; response: ContractSheetResult }>()({
    method: 'POST',
    path: '/api/NewOrder/ParseContractSheet',
    auth: 'customer',
    summary: '合同批量下单表：逐行校验、合同价与标注文件',
    domain: 'contracts',
  }),
} as const satisfies Record<string, RouteDef>;
