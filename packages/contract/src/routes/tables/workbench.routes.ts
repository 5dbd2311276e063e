import type {
  ChartQuery,
  ChartRow,
  ContractTemplate,
  CustomProduct,
  PendingSampleRow,
  RecentPurchase,
  TodoItem,
} from '../../entities/index.js';
import { route, type RouteDef } from '../route-def.js';

/** The /work page. */
export const workbenchRoutes = {
  GetTodoList: route<{ response: TodoItem[] }>()({
    method: 'GET',
    path: '/api/NewWork/GetTodoList',
    auth: 'customer',
    summary: '待办事项',
    domain: 'workbench',
  }),
  GetChart: route<{ query: ChartQuery; response: ChartRow[] }>()({
    method: 'GET',
    path: '/api/NewWork/GetChart',
    auth: 'customer',
    summary: '订单与样本数量图表',
    domain: 'workbench',
  }),
  GetPendingSamples: route<{ response: PendingSampleRow[] }>()({
    method: 'GET',
    path: '/api/NewWork/GetPendingSamples',
    auth: 'customer',
    summary: '待处理样本',
    domain: 'workbench',
  }),
  GetRecentPurchases: route<{ response: RecentPurchase[] }>()({
    method: 'GET',
    path: '/api/NewWork/GetRecentPurchases',
    auth: 'customer',
    summary: '最近购买',
    domain: 'workbench',
  }),
  GetCustomProducts: route<{ response: CustomProduct[] }>()({
    method: 'GET',
    path: '/api/NewWork/GetCustomProducts',
    auth: 'customer',
    summary: '定制产品',
    domain: 'workbench',
  }),
  GetContractTemplateList: route<{ response: ContractTemplate[] }>()({
    method: 'GET',
    path: '/api/NewWork/GetContractTemplateList',
    auth: 'customer',
    summary: '合同下单模板列表',
    domain: 'workbench',
  }),
} as const satisfies Record<string, RouteDef>;
