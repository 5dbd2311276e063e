import type { PropertyTypeValue } from '../enums/cart.js';
import type { TagLocationValue } from '../enums/tag-location.js';
import type { TemplateTypeValue } from '../enums/template-type.js';
import type { MoneyString } from './common.js';

/*
 * Prices are null for visitors: the catalogue hides them until login ("view price after login").
 * Where the spec lists two spellings of a field ("goodsId or goodsid"), the first is the canonical one and
 * the other is an optional alias that screens built on the legacy answers may read; the server fills both.
 */

export interface MenuCategory {
  id: number;
  codeNo: string;
  title: string;
  children: MenuCategory[];
}

export interface Banner {
  image: string;
  /** Where a click leads; absent for a picture-only banner. */
  link?: string;
}

export interface ProductTag {
  name: string;
  location: TagLocationValue;
}

export interface ProductItem {
  id: number;
  goodsId: number;
  goodsid?: number;
  skuId: number;
  skuid?: number;
  skuCode: string;
  goodsName: string;
  name?: string;
  goodsImg: string;
  salePrice: MoneyString | null;
  unitPrice: MoneyString | null;
  marketPrice: MoneyString | null;
  marketprice?: MoneyString | null;
  /** False when the caller's contracts do not cover the item (shows "not within contract scope"). */
  isorder: boolean;
  isContract: boolean;
  label: ProductTag[];
  newMarketAttributes?: ProductTag[];
  propertyType: PropertyTypeValue;
  templateType?: TemplateTypeValue;
}

/** A contract as the catalogue shows it: a product row on the home page or a tab of /all_goods. */
export interface CatalogueContract {
  id: number;
  name: string;
  isContract: boolean;
  marketPrice: MoneyString | null;
  productList: ProductItem[];
  list: ProductItem[];
}

export interface HomeGoodsItem extends ProductItem {
  goodslable: ProductTag[];
}

/** One home row; the client maps it to { name, list } with label and salePriceFix. */
export interface HomeGoodsGroup {
  title: string;
  /** Present for contract rows, so that "view all" can link with contractId. */
  contractId?: number;
  categoryNo?: string;
  info: HomeGoodsItem[];
}

export interface HotKeywordResponse {
  /** Newline-separated keywords. */
  hotKeyword: string;
}

export interface SearchListQuery {
  search: string;
}

export interface GoodsListRequest {
  search?: string;
  categoryNo?: string;
  skuType?: string;
  contractId?: number;
  categoryType?: number;
  pageIndex: number;
  /** 10 unless told otherwise. */
  pageSize: number;
}

export interface GoodsDetailQuery {
  goodId: number;
  skuId?: number;
  contractId?: number;
}

export interface TaxType {
  name: string;
}

export interface SkuEditor {
  skuId: number;
  salePrice: MoneyString | null;
  marketPrice: MoneyString | null;
  taxType: TaxType[];
}

export interface GoodsStandard {
  name: string;
  valueName: string;
}

export interface ProductDetailPro {
  title: string;
  skuEditor: SkuEditor[];
  goodsStandard: GoodsStandard[];
  sequencingPlaform: string;
  serviceModelName: string;
  descHtmlInfo: string;
  sampleRequirement: string;
  propertyType: PropertyTypeValue;
  templateType: TemplateTypeValue;
}

export interface ProductDetail {
  pro: ProductDetailPro;
  /** Image URLs of the detail carousel. */
  banner: string[];
  templateType: TemplateTypeValue;
  isCanFlash: boolean;
  contractList: CatalogueContract[];
}

export interface RecommendedItem {
  goodsid: number;
  goodsimg: string;
  goodsname: string;
  unitPrice: MoneyString | null;
  marketprice: MoneyString | null;
  skuid: number;
  propertyType: PropertyTypeValue;
  newMarketAttributes: ProductTag[];
}

export interface CustomizedService {
  id: number;
  name: string;
  description: string;
}
