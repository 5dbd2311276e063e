import type { RouteDef } from '../route-def.js';

/**
 * Home page and product catalogue. `NewGoodsContoller` and `GetGoodsDeatil` are misspelt on purpose:
 * existing clients call these exact paths. Catalogue calls are `optional` because prices and contract
 * rows appear only with a customer token.
 */
export const catalogueRoutes = {
  GetIndexGoods: { method: 'GET', path: '/api/NewIndex/GetIndexGoods', auth: 'optional', summary: '首页商品分组（按合同与分类）', domain: 'catalogue' },
  GetCategoryList: { method: 'GET', path: '/api/NewIndex/GetCategoryList', auth: 'public', summary: '商品分类菜单', domain: 'catalogue' },
  GetHotKeyWord: { method: 'GET', path: '/api/NewIndex/GetHotKeyWord', auth: 'public', summary: '热门搜索词（换行分隔）', domain: 'catalogue' },
  GetSearchList: { method: 'GET', path: '/api/NewGoodsContoller/GetSearchList', auth: 'optional', summary: '搜索联想', domain: 'catalogue' },
  GetGoodsList: { method: 'POST', path: '/api/NewGoodsContoller/GetGoodsList', auth: 'optional', summary: '商品列表（分页筛选）', domain: 'catalogue' },
  GetRecommendGoods: { method: 'GET', path: '/api/NewGoodsContoller/GetRecommendGoods', auth: 'optional', summary: '推荐商品', domain: 'catalogue' },
  GetGoodsDeatil: { method: 'GET', path: '/api/NewGoodsContoller/GetGoodsDeatil', auth: 'optional', summary: '商品详情', domain: 'catalogue' },
  GetCustomized: { method: 'GET', path: '/api/NewOrder/GetCustomized', auth: 'customer', summary: '定制服务信息', domain: 'catalogue' },
} as const satisfies Record<string, RouteDef>;
