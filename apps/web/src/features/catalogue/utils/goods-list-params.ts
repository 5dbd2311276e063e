import { TemplateType } from '@seqportal/contract';
import type { GoodsListFilters } from '../api/get-goods-list';
import type { GoodsDetailLookup } from '../api/get-goods-detail';

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

const SKU_TYPES: ReadonlySet<string> = new Set(Object.values(TemplateType));

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The /all_goods query (search, categoryNo, skuType, contractId, categoryType) as list filters; junk is dropped. */
export function readGoodsListFilters(params: URLSearchParams): GoodsListFilters {
  const filters: GoodsListFilters = {};
  const search = text(params.get('search'));
  const categoryNo = text(params.get('categoryNo'));
  // Old links may carry sku types the API no longer knows; listing everything beats an error page.
  const skuType = text(params.get('skuType'));
  const contractId = positiveInt(params.get('contractId'));
  const categoryType = positiveInt(params.get('categoryType'));
  // Only the filters present go into the request (and the query key), so equal lists share one cache entry.
  if (search) filters.search = search;
  if (categoryNo) filters.categoryNo = categoryNo;
  if (skuType && SKU_TYPES.has(skuType)) filters.skuType = skuType;
  if (contractId !== undefined) filters.contractId = contractId;
  if (categoryType !== undefined) filters.categoryType = categoryType;
  return filters;
}

/** The same parameters with one changed (undefined removes it). */
export function withFilter(
  params: URLSearchParams,
  name: keyof GoodsListFilters,
  value: string | number | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '') next.delete(name);
  else next.set(name, String(value));
  // A category picked from the filter replaces the menu's category type.
  if (name === 'categoryNo') next.delete('categoryType');
  return next;
}

/** The detail page's query: skuId, goodsId (older links), contractId; non-numbers are ignored. */
export function readGoodsDetailLookup(params: URLSearchParams): GoodsDetailLookup {
  const lookup: GoodsDetailLookup = {};
  const skuId = positiveInt(params.get('skuId'));
  const goodsId = positiveInt(params.get('goodsId') ?? params.get('goodId'));
  const contractId = positiveInt(params.get('contractId'));
  if (skuId !== undefined) lookup.skuId = skuId;
  if (goodsId !== undefined) lookup.goodsId = goodsId;
  if (contractId !== undefined) lookup.contractId = contractId;
  return lookup;
}
