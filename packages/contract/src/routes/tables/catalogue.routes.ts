import type {
  CustomizedService,
  GoodsDetailQuery,
  GoodsListRequest,
  HomeGoodsGroup,
  HotKeywordResponse,
  ListResponse,
  MenuCategory,
  ProductDetail,
  ProductItem,
  PublicFileQuery,
  RecommendedItem,
  SearchListQuery,
  SearchSuggestion,
} from '../../entities/index.js';
import { type RawAnswer, route, type RouteDef } from '../route-def.js';

/**
 * Home page and product catalogue. `NewGoodsContoller` and `GetGoodsDeatil` are misspelt on purpose:
 * existing clients call these exact paths. Catalogue calls are `optional` because prices and contract
 * rows appear only with a customer token.
 */
export const catalogueRoutes = {
  GetIndexGoods: route<{ response: HomeGoodsGroup[] }>()({
    method: 'GET',
    path: '/api/NewIndex/GetIndexGoods',
    auth: 'optional',
    summary: '首页商品分组（按合同与分类）',
    domain: 'catalogue',
  }),
  GetCategoryList: route<{ response: MenuCategory[] }>()({
    method: 'GET',
    path: '/api/NewIndex/GetCategoryList',
    auth: 'public',
    summary: '商品分类菜单',
    domain: 'catalogue',
  }),
  GetHotKeyWord: route<{ response: HotKeywordResponse }>()({
    method: 'GET',
    path: '/api/NewIndex/GetHotKeyWord',
    auth: 'public',
    summary: '热门搜索词（换行分隔）',
    domain: 'catalogue',
  }),
  GetSearchList: route<{ query: SearchListQuery; response: SearchSuggestion[] }>()({
    method: 'GET',
    path: '/api/NewGoodsContoller/GetSearchList',
    auth: 'optional',
    summary: '搜索联想',
    domain: 'catalogue',
  }),
  GetGoodsList: route<{ body: GoodsListRequest; response: ListResponse<ProductItem> }>()({
    method: 'POST',
    path: '/api/NewGoodsContoller/GetGoodsList',
    auth: 'optional',
    summary: '商品列表（分页筛选）',
    domain: 'catalogue',
  }),
  GetRecommendGoods: route<{ response: RecommendedItem[] }>()({
    method: 'GET',
    path: '/api/NewGoodsContoller/GetRecommendGoods',
    auth: 'optional',
    summary: '推荐商品',
    domain: 'catalogue',
  }),
  GetGoodsDeatil: route<{ query: GoodsDetailQuery; response: ProductDetail }>()({
    method: 'GET',
    path: '/api/NewGoodsContoller/GetGoodsDeatil',
    auth: 'optional',
    summary: '商品详情',
    domain: 'catalogue',
  }),
  GetCustomized: route<{ response: CustomizedService[] }>()({
    method: 'GET',
    path: '/api/NewOrder/GetCustomized',
    auth: 'customer',
    summary: '定制服务信息',
    domain: 'catalogue',
  }),
  /** Catalogue images (goods, banners) from the public bucket, e.g. /api/File/public?key=goods/12.svg; long-cached. */
  GetPublicFile: route<{ query: PublicFileQuery; response: RawAnswer<'file'> }>()({
    method: 'GET',
    path: '/api/File/public',
    auth: 'public',
    summary: '公开图片（商品图、轮播图）',
    domain: 'catalogue',
  }),
} as const satisfies Record<string, RouteDef>;
