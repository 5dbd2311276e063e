import type { ContractWithProducts } from '../../entities/index.js';
import { route, type RouteDef } from '../route-def.js';

/** Contracts: their products at contract prices. */
export const contractRoutes = {
  GetContractProductList: route<{ response: ContractWithProducts[] }>()({
    method: 'GET',
    path: '/api/NewOrder/GetContractProductList',
    auth: 'customer',
    summary: '合同及其商品列表',
    domain: 'contracts',
  }),
} as const satisfies Record<string, RouteDef>;
