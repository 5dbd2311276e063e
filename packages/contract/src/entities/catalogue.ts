import type { PropertyTypeValue } from '../enums/cart.js';
import type { TagLocationValue } from '../enums/tag-location.js';
import type { TemplateTypeValue } from '../enums/template-type.js';
import type { MoneyString } from './common.js';

/*
 * Prices are the provider's business secret until login: for visitors every price field (salePrice,
 * unitPrice, marketPrice, marketprice ...) is ABSENT from the JSON, not null, so they are optional here.
 * Signed in, unitPrice is what the caller pays: the price of an active contract of the caller (member or
 * its company) that covers the SKU, else the sale price.
 * Where the spec lists two spellings of a field ("goodsId or goodsid"), the first is the canonical one and
 * the other is an alias that screens built on the legacy answers may read; the server fills both.
 * Image fields are URLs served by the API itself (GET /api/File/public?key=goods/12.svg).
 */

export interface MenuCategory {
  id: number;
  codeNo: string;
  title: string;
  /** Empty for a leaf; the tree is two levels deep. */
  children: MenuCategory[];
}

export interface Banner {
  image: string;
  /** Where a click leads (a site path such as /all_goods?categoryNo=WGS); absent for a picture-only banner. */
  link?: string;
  title?: string;
}

export interface ProductTag {
  name: string;
  location: TagLocationValue;
}

/** Prices the caller may see; all absent for visitors. */
export interface CallerPrices {
  /** The list (catalogue) price of the SKU. */
  salePrice?: MoneyString;
  /** What the caller pays: its contract price where a contract covers the SKU, else salePrice. */
  unitPrice?: MoneyString;
  /** The crossed-out reference price. */
  marketPrice?: MoneyString;
  marketprice?: MoneyString;
}

/** One list row is one SKU of a goods. `id` is the SKU id as well. */
export interface ProductItem extends CallerPrices {
  id: number;
  goodsId: number;
  goodsid: number;
  skuId: number;
  skuid: number;
  skuCode: string;
  goodsName: string;
  name: string;
  /** The SKU's own label, e.g. "PE150 · 30X". */
  specName: string;
  goodsImg: string;
  categoryNo: string;
  sequencingPlaform: string;
  /**
   * False when the caller may not order it: a contract customer (active contracts) whose contracts do not
   * cover the SKU, or, with a contractId, a SKU outside that contract. Show "not within contract scope" then.
   * True for visitors and for callers without contracts (they buy at the sale price).
   */
  isorder: boolean;
  /** True when an active contract of the caller (or the given contractId) covers the SKU. */
  isContract: boolean;
  label: ProductTag[];
  newMarketAttributes: ProductTag[];
  propertyType: PropertyTypeValue;
  templateType: TemplateTypeValue;
}

/** A contract as the catalogue shows it: a tab of /all_goods or a choice on the detail page. */
export interface CatalogueContract {
  id: number;
  name: string;
  /** The contract number (CRM contractID__c). */
  contractNo: string;
  isContract: boolean;
  /** The contract price of the detail page's selected SKU, when the contract covers it. */
  marketPrice?: MoneyString;
  /** SKUs of this goods (detail) covered by the contract, priced at the contract price. */
  productList: ProductItem[];
  list: ProductItem[];
}

export interface HomeGoodsItem extends ProductItem {
  goodslable: ProductTag[];
}

/** One home row (at most 10 items); the client maps it to { name, list } with label and salePriceFix. */
export interface HomeGoodsGroup {
  title: string;
  /** 'contract' rows come first (signed-in callers with contracts), then one row per top-level category. */
  kind: 'contract' | 'category';
  /** Present for contract rows, so that "view all" links to /all_goods?contractId=. */
  contractId?: number;
  /** Present for category rows, so that "view all" links to /all_goods?categoryNo=. */
  categoryNo?: string;
  info: HomeGoodsItem[];
}

export interface HotKeywordResponse {
  /** Newline-separated keywords. */
  hotKeyword: string;
}

export interface SearchListQuery {
  /** Blank or missing answers an empty list. */
  search?: string;
}

/** A search suggestion of the top bar (GetSearchList answers at most 10, best match first). */
export interface SearchSuggestion {
  goodsId: number;
  skuId: number;
  goodsName: string;
  skuCode: string;
  specName: string;
}

/** Cap of GetGoodsList's pageSize. */
export const GOODS_LIST_MAX_PAGE_SIZE = 100;

export interface GoodsListRequest {
  /** Words of the name, a platform or read length (PE150), a keyword or a skuCode; ranked by similarity. */
  search?: string;
  /** A top-level category code includes its children. */
  categoryNo?: string;
  /** The sample kind: a TemplateType value (LIBRARY 文库, SAMPLE 生物, DELIVERY_ANALYSIS 分析). */
  skuType?: string;
  /** Only SKUs of this contract of the caller, priced at its price (another customer's contract: 404). */
  contractId?: number;
  /** Accepted for the legacy links and ignored. */
  categoryType?: number;
  /** From 1. */
  pageIndex: number;
  /** 10 unless told otherwise; at most GOODS_LIST_MAX_PAGE_SIZE. */
  pageSize: number;
}

/** goodId or skuId (one of them); skuId selects the SKU, otherwise the first SKU of the goods. */
export interface GoodsDetailQuery {
  goodId?: number;
  skuId?: number;
  contractId?: number;
}

export interface TaxType {
  name: string;
}

export interface SkuEditor extends CallerPrices {
  skuId: number;
  skuCode: string;
  /** The SKU selector's label. */
  specName: string;
  taxType: TaxType[];
  isContract: boolean;
  isorder: boolean;
}

export interface GoodsStandard {
  name: string;
  valueName: string;
}

export interface ProductDetailPro {
  goodsId: number;
  /** The selected SKU (the query's skuId, else the first). */
  skuId: number;
  title: string;
  categoryNo: string;
  goodsImg: string;
  skuEditor: SkuEditor[];
  goodsStandard: GoodsStandard[];
  sequencingPlaform: string;
  serviceModelName: string;
  /** Sanitised HTML: no script, event handler or javascript: URL. */
  descHtmlInfo: string;
  sampleRequirement: string;
  propertyType: PropertyTypeValue;
  templateType: TemplateTypeValue;
  label: ProductTag[];
  /** Of the selected SKU, as in ProductItem. */
  isorder: boolean;
  isContract: boolean;
}

export interface ProductDetail {
  pro: ProductDetailPro;
  /** Image URLs of the detail carousel. */
  banner: string[];
  templateType: TemplateTypeValue;
  /** The goods may be sent with the 闪测 (fast-track) delivery option. */
  isCanFlash: boolean;
  /** The caller's active contracts that cover at least one SKU of this goods; empty for visitors. */
  contractList: CatalogueContract[];
}

export interface RecommendedItem {
  goodsid: number;
  goodsimg: string;
  goodsname: string;
  unitPrice?: MoneyString;
  marketprice?: MoneyString;
  skuid: number;
  propertyType: PropertyTypeValue;
  templateType: TemplateTypeValue;
  newMarketAttributes: ProductTag[];
}

export interface CustomizedService {
  id: number;
  name: string;
  description: string;
}

/**
 * The public data a shop page's document brings for visitors, so that the page draws its largest paint in React's
 * first render instead of after a request (issue 22): each in `<script type="application/json" id="…">` (data, not
 * script), written by the server as the named call answers a caller without a token.
 */
export const DocumentDataId = {
  /** At `/`: GetBanner's answer (Banner[]). */
  HomeBanners: 'home-banners',
  /** At `/`: GetIndexGoods' answer to a visitor (HomeGoodsGroup[]), the product rows below the carousel. */
  HomeGoods: 'home-goods',
  /** At `/` (the menu) and `/all_goods` (the filter): GetCategoryList's answer (MenuCategory[]). */
  Categories: 'menu-categories',
  /** At `/all_goods` without filters: GetGoodsList's first page (ListResponse<ProductItem>, DEFAULT_PAGE_SIZE). */
  GoodsListFirstPage: 'goods-list-first-page',
  /** At `/`, `/all_goods` and `/all_goods/detail` (the search box's suggestions): GetHotKeyWord's answer. */
  HotKeywords: 'hot-keywords',
  /** At `/all_goods/detail` without a contract: GetGoodsDeatil's answer with the query it answers (DocumentGoodsDetail). */
  GoodsDetail: 'goods-detail',
} as const;

export interface DocumentGoodsDetail {
  /** The product the document's link names, as GetGoodsDeatil's query (goodId, skuId). */
  query: GoodsDetailQuery;
  detail: ProductDetail;
}
