import type { RouteDef } from '../route-def.js';

/** Contract ordering: sync the sku list, batch-submit, then save samples, libraries and indexes. */
export const contractRoutes = {
  SyncProduct: { method: 'POST', path: '/api/NewOrder/SyncProduct', auth: 'customer', summary: '同步合同商品', domain: 'contracts' },
  SyncProductShoppingCat: { method: 'POST', path: '/api/NewOrder/SyncProductShoppingCat', auth: 'customer', summary: '按合同同步所选商品', domain: 'contracts' },
  SaveSyncProduct: { method: 'POST', path: '/api/NewOrder/SaveSyncProduct', auth: 'customer', summary: '保存合同订单的样本、文库与index', domain: 'contracts' },
  BatchSubmitOrder: { method: 'POST', path: '/api/NewOrder/BatchSubmitOrder', auth: 'customer', summary: '合同批量下单（支持Idempotency-Key）', domain: 'contracts' },
  GetContractProductList: { method: 'GET', path: '/api/NewOrder/GetContractProductList', auth: 'customer', summary: '合同及其商品列表', domain: 'contracts' },
  DownLoadExcel: { method: 'GET', path: '/api/NewOrder/DownLoadExcel', auth: 'customer', summary: '下载下单Excel模板', domain: 'contracts' },
  GetContractTemplate: { method: 'GET', path: '/api/NewOrder/GetContractTemplate', auth: 'customer', summary: '合同模板下载链接', domain: 'contracts' },
} as const satisfies Record<string, RouteDef>;
