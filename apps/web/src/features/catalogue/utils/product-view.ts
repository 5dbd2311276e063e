import { type HomeGoodsItem, type ProductItem, type ProductTag, type RecommendedItem } from '@seqportal/contract';
import { paths, withQuery } from '@/config/paths';

/**
 * What a product card shows, whichever answer it came from. The legacy answers spell the same fields
 * differently (goodsId/goodsid, label/goodslable/newMarketAttributes), so the screens read this one shape.
 */
export interface CardProduct {
  key: string;
  skuId: number | null;
  goodsId: number | null;
  name: string;
  /** The sku's own label ("PE150 · 30X"): one list row is one sku, so same-named goods differ by it. */
  spec: string;
  image: string;
  /** Null for visitors: the API leaves every price field out until login. */
  price: string | null;
  marketPrice: string | null;
  tags: ProductTag[];
  contractId?: number;
}

function firstNumber(...values: ReadonlyArray<number | null | undefined>): number | null {
  for (const value of values) if (typeof value === 'number' && Number.isFinite(value)) return value;
  return null;
}

function firstText(...values: ReadonlyArray<string | null | undefined>): string | null {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value;
  return null;
}

function cardKey(skuId: number | null, goodsId: number | null, fallback: number): string {
  return skuId !== null ? `sku-${skuId}` : goodsId !== null ? `goods-${goodsId}` : `item-${fallback}`;
}

export function fromProductItem(item: ProductItem | HomeGoodsItem, index = 0, contractId?: number): CardProduct {
  const skuId = firstNumber(item.skuId, item.skuid);
  const goodsId = firstNumber(item.goodsId, item.goodsid);
  const tags =
    ('goodslable' in item && item.goodslable?.length ? item.goodslable : null) ??
    item.label ??
    item.newMarketAttributes ??
    [];
  return {
    key: cardKey(skuId, goodsId, index),
    skuId,
    goodsId,
    name: firstText(item.goodsName, item.name) ?? '',
    spec: item.specName ?? '',
    image: item.goodsImg ?? '',
    // unitPrice is what this caller pays (its contract price where one covers the sku); salePrice is the list price.
    price: firstText(item.unitPrice, item.salePrice),
    marketPrice: firstText(item.marketPrice, item.marketprice),
    tags,
    contractId,
  };
}

export function fromRecommendedItem(item: RecommendedItem, index = 0): CardProduct {
  const skuId = firstNumber(item.skuid);
  const goodsId = firstNumber(item.goodsid);
  return {
    key: cardKey(skuId, goodsId, index),
    skuId,
    goodsId,
    name: item.goodsname ?? '',
    spec: '',
    image: item.goodsimg ?? '',
    price: firstText(item.unitPrice),
    marketPrice: firstText(item.marketprice),
    tags: item.newMarketAttributes ?? [],
  };
}

/** Detail links carry skuId; goodsId only when an answer has no sku (older links do the same). */
export function productHref(product: Pick<CardProduct, 'skuId' | 'goodsId' | 'contractId'>): string {
  return withQuery(paths.goodsDetail, {
    skuId: product.skuId ?? undefined,
    goodsId: product.skuId === null ? (product.goodsId ?? undefined) : undefined,
    contractId: product.contractId,
  });
}

/** A market price is only worth striking through when it is above the price the customer pays. */
export function showsMarketPrice(price: string | null, marketPrice: string | null): marketPrice is string {
  if (price === null || marketPrice === null) return false;
  return Number(marketPrice) > Number(price);
}
