import type { GoodsDetailQuery } from '@seqportal/contract';
import { INT4_MAX } from '../../../common/http/ranges.js';

/** A positive int4 written in plain digits, as GoodsDetailQueryDto accepts it; anything else is absent. */
function id(value: string | null): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= INT4_MAX ? number : undefined;
}

/**
 * The product a detail page's link names (/all_goods/detail?skuId=&goodsId=&contractId=, goodId on some older
 * links), read as GetGoodsDeatil reads its query; null when it names no product.
 */
export function goodsDetailLink(params: URLSearchParams): GoodsDetailQuery | null {
  const query: GoodsDetailQuery = {};
  const goodId = id(params.get('goodsId') ?? params.get('goodId'));
  const skuId = id(params.get('skuId'));
  const contractId = id(params.get('contractId'));
  if (goodId !== undefined) query.goodId = goodId;
  if (skuId !== undefined) query.skuId = skuId;
  if (contractId !== undefined) query.contractId = contractId;
  return goodId === undefined && skuId === undefined ? null : query;
}
