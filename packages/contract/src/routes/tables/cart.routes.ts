import type {
  AddToCartRequest,
  AddToCartResponse,
  CartCountResponse,
  DelShoppingCartRequest,
  ModifyGoodsQtyRequest,
  ModifyGoodsStatusRequest,
  PostOkResponse,
  ShoppingCartBuyListQuery,
  ShoppingCartBuyListResponse,
  ShoppingCartListResponse,
} from '../../entities/index.js';
import { route, type RouteDef } from '../route-def.js';

/** The sample box. ModifyGoodsStatus lives under /api/ShoppingCart (no `New`): existing clients call it so. */
export const cartRoutes = {
  ShoppingCartList: route<{ response: ShoppingCartListResponse }>()({
    method: 'GET',
    path: '/api/NewShoppingCart/ShoppingCartList',
    auth: 'customer',
    summary: '样本箱列表（按合同分组）',
    domain: 'cart',
  }),
  GetShoppingCartCount: route<{ response: CartCountResponse }>()({
    method: 'GET',
    path: '/api/NewShoppingCart/GetShoppingCartCount',
    auth: 'customer',
    summary: '样本箱商品数量',
    domain: 'cart',
  }),
  ModifyGoodsQty: route<{ body: ModifyGoodsQtyRequest; response: PostOkResponse }>()({
    method: 'POST',
    path: '/api/NewShoppingCart/ModifyGoodsQty',
    auth: 'customer',
    summary: '修改样本箱商品数量',
    domain: 'cart',
  }),
  DelShoppingCart: route<{ body: DelShoppingCartRequest; response: PostOkResponse }>()({
    method: 'POST',
    path: '/api/NewShoppingCart/DelShoppingCart',
    auth: 'customer',
    summary: '删除样本箱商品',
    domain: 'cart',
  }),
  AddShoppingCart: route<{ body: AddToCartRequest; response: AddToCartResponse }>()({
    method: 'POST',
    path: '/api/NewShoppingCart/AddShoppingCart',
    auth: 'customer',
    summary: '加入样本箱或立即购买',
    domain: 'cart',
  }),
  ModifyGoodsStatus: route<{ body: ModifyGoodsStatusRequest; response: PostOkResponse }>()({
    method: 'POST',
    path: '/api/ShoppingCart/ModifyGoodsStatus',
    auth: 'customer',
    summary: '勾选或取消勾选样本箱商品',
    domain: 'cart',
  }),
  ShoppingCartBuyList: route<{ query: ShoppingCartBuyListQuery; response: ShoppingCartBuyListResponse }>()({
    method: 'GET',
    path: '/api/NewShoppingCart/ShoppingCartBuyList',
    auth: 'customer',
    summary: '结算前的已选商品',
    domain: 'cart',
  }),
} as const satisfies Record<string, RouteDef>;
