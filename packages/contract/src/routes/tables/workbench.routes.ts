import type { RouteDef } from '../route-def.js';

/** The /work page. */
export const workbenchRoutes = {
  GetTodoList: { method: 'GET', path: '/api/NewWork/GetTodoList', auth: 'customer', summary: '待办事项', domain: 'workbench' },
  GetChart: { method: 'GET', path: '/api/NewWork/GetChart', auth: 'customer', summary: '订单与样本数量图表', domain: 'workbench' },
  GetPendingSamples: { method: 'GET', path: '/api/NewWork/GetPendingSamples', auth: 'customer', summary: '待处理样本', domain: 'workbench' },
  GetRecentPurchases: { method: 'GET', path: '/api/NewWork/GetRecentPurchases', auth: 'customer', summary: '最近购买', domain: 'workbench' },
  GetCustomProducts: { method: 'GET', path: '/api/NewWork/GetCustomProducts', auth: 'customer', summary: '定制产品', domain: 'workbench' },
  GetContractTemplateList: { method: 'GET', path: '/api/NewWork/GetContractTemplateList', auth: 'customer', summary: '合同下单模板列表', domain: 'workbench' },
  ParseSampleExcel: { method: 'POST', path: '/api/NewWork/ParseSampleExcel', auth: 'customer', summary: '解析已上传的样本Excel', domain: 'workbench' },
} as const satisfies Record<string, RouteDef>;
