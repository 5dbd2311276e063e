import type {
  BatchSubmitOrderRequest,
  BatchSubmitOrderResponse,
  ContractSheetRequest,
  ContractSheetResult,
  SampleSubmissionRefusal,
  SaveSyncProductRequest,
  SyncProductQuery,
  SyncProductShoppingCatRequest,
  SyncResult,
  UploadResult,
} from '../../entities/index.js';
import { route, type RouteDef } from '../route-def.js';

/**
 * Contract ordering (issue 16): sync the chosen products, batch-submit, then save the samples. Orders calls
 * (/api/NewOrder), served by the orders module.
 */
export const contractOrderRoutes = {
  SyncProduct: route<{ query: SyncProductQuery; response: SyncResult }>()({
    method: 'POST',
    path: '/api/NewOrder/SyncProduct',
    auth: 'customer',
    summary: '同步合同商品',
    domain: 'orders',
  }),
  SyncProductShoppingCat: route<{ body: SyncProductShoppingCatRequest; response: SyncResult }>()({
    method: 'POST',
    path: '/api/NewOrder/SyncProductShoppingCat',
    auth: 'customer',
    summary: '按合同同步所选商品',
    domain: 'orders',
  }),
  SaveSyncProduct: route<{ body: SaveSyncProductRequest; response: null; failure: SampleSubmissionRefusal }>()({
    method: 'POST',
    path: '/api/NewOrder/SaveSyncProduct',
    auth: 'customer',
    summary: '保存合同订单的样本、文库与index',
    domain: 'orders',
  }),
  BatchSubmitOrder: route<{ body: BatchSubmitOrderRequest; response: BatchSubmitOrderResponse }>()({
    method: 'POST',
    path: '/api/NewOrder/BatchSubmitOrder',
    auth: 'customer',
    summary: '合同批量下单（支持Idempotency-Key）',
    domain: 'orders',
  }),
} as const satisfies Record<string, RouteDef>;

/** The contract batch sheet of /place_order: parsed, checked and priced row by row by the samples module. */
export const contractSheetRoutes = {
  /** The batch sheet as .xlsx or .csv (a CSV is stored as the workbook it reads as); the path goes to ParseContractSheet. */
  UploadContractSheet: route<{ body: FormData; response: UploadResult }>()({
    method: 'POST',
    path: '/api/NewOrder/UploadContractSheet',
    auth: 'customer',
    summary: '上传合同批量下单表（.xlsx 或 .csv，multipart）',
    domain: 'samples',
  }),
  ParseContractSheet: route<{ body: ContractSheetRequest; response: ContractSheetResult }>()({
    method: 'POST',
    path: '/api/NewOrder/ParseContractSheet',
    auth: 'customer',
    summary: '合同批量下单表：逐行校验、合同价与标注文件',
    domain: 'samples',
  }),
} as const satisfies Record<string, RouteDef>;
