import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/lib/query-keys';
import { ErrorCode, type ProductDetail } from '@seqportal/contract';
import { ApiCodeError, apiData } from '@/lib/api-client';
import { useToken } from '@/lib/auth';

/** How a detail link names its product: skuId (most links) or goodsId (some older links), plus the contract. */
export interface GoodsDetailLookup {
  goodsId?: number;
  skuId?: number;
  contractId?: number;
}

/**
 * Null when the product does not exist (or is off the shelf): the page says so instead of failing. Silent,
 * because the page shows its own missing or failed state in place of a toast.
 */
export async function getGoodsDetail(lookup: GoodsDetailLookup, signal?: AbortSignal): Promise<ProductDetail | null> {
  try {
    const body = await apiData<ProductDetail | null>('GetGoodsDeatil', {
      query: { goodId: lookup.goodsId, skuId: lookup.skuId, contractId: lookup.contractId },
      silent: true,
      signal,
    });
    return body && body.pro ? body : null;
  } catch (error) {
    if (error instanceof ApiCodeError && error.code === ErrorCode.NotFound) return null;
    throw error;
  }
}

export function goodsDetailQueryOptions(lookup: GoodsDetailLookup, token: string | null) {
  return queryOptions({
    queryKey: catalogueKeys.goodsDetail(lookup, token),
    queryFn: ({ signal }) => getGoodsDetail(lookup, signal),
    enabled: lookup.goodsId !== undefined || lookup.skuId !== undefined,
  });
}

export function useGoodsDetail(lookup: GoodsDetailLookup) {
  return useQuery(goodsDetailQueryOptions(lookup, useToken()));
}
