import type { CartTypeValue, PropertyTypeValue } from '../enums/cart.js';
import type { TemplateTypeValue } from '../enums/template-type.js';
import type { MoneyString } from './common.js';

export interface CartCountResponse {
  count: number;
}

export interface MarketingAttribute {
  name: string;
}

export interface CartItem {
  /** The cart line's id: DelShoppingCart takes these. */
  id: number;
  skuid: number;
  goodsid: number;
  pic: string;
  proname: string;
  skuname: string;
  newPrice: MoneyString;
  qty: number;
  /** newPrice × qty. */
  newSumSales: MoneyString;
  isChecked: boolean;
  isPlus: boolean;
  actID: number;
  marketingAttribute: MarketingAttribute[];
  templateType: TemplateTypeValue;
  /** False when the SKU went off sale or left the caller's contract scope: it cannot be checked out. */
  isorder: boolean;
}

/** Items grouped by the contract whose price applies. */
export interface CartGroup {
  /** NON_CONTRACT_GROUP_NAME for the items at the sale price. */
  contractName: string;
  contractId?: number;
  isChecked: boolean;
  cart: CartItem[];
}

/** The group of the items that no contract of the caller covers (bought at the sale price). */
export const NON_CONTRACT_GROUP_NAME = '非合同商品';

/** Quantity limits of a cart line; the spec shows no maximum, this one only stops runaway input. */
export const CART_MIN_QTY = 1;
export const CART_MAX_QTY = 9999;

export interface ShoppingCartListResponse {
  cart: {
    newShowList: CartGroup[];
    /** All items flat, in the same order, for totals and select-all. */
    listPro: CartItem[];
  };
}

export interface AddToCartRequest {
  skuId: number;
  cartType: CartTypeValue;
  propertyType: PropertyTypeValue;
  qty: number;
}

export interface AddToCartResponse {
  postOk: boolean;
}

export interface ModifyGoodsQtyRequest {
  goodsCount: number;
  skuId: number;
  goodsId: number;
}

export interface DelShoppingCartRequest {
  /** Comma-joined cart item ids. */
  ids: string;
  isPlus: boolean;
  actID: number;
  chooseSkuID: string;
}

export interface ModifyGoodsStatusRequest {
  /** Comma-joined sku ids. */
  skuIds: string;
  /** 1 checked, 0 unchecked. */
  status: 0 | 1;
}

export interface ShoppingCartBuyListQuery {
  buyType: CartTypeValue;
  propertyType: PropertyTypeValue;
  skuIds?: string;
}

/** Items chosen for checkout, grouped as in the sample box, with their total. */
export interface ShoppingCartBuyListResponse {
  list: CartGroup[];
  totalPrice: MoneyString;
}
