import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/lib/query-keys';
import { DocumentDataId, ErrorCode, type DocumentGoodsDetail, type ProductDetail } from '@seqportal/contract';
import { ApiCodeError, apiData } from '@/lib/api-client';
import { useToken } from '@/lib/auth';
import { documentData } from '@/lib/document-data';

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

/**
 * The product as the server wrote it into its detail page's document for visitors (GetGoodsDeatil's answer to a
 * caller without a token), when it is the product of `lookup`; else null. A contract's prices are never there.
 */
export function inlineGoodsDetail(lookup: GoodsDetailLookup, doc: Document = document): ProductDetail | null {
  if (lookup.contractId !== undefined) return null;
  const parsed = documentData(DocumentDataId.GoodsDetail, doc) as Partial<DocumentGoodsDetail> | null;
  const query = parsed?.query;
  if (!query || query.goodId !== lookup.goodsId || query.skuId !== lookup.skuId || query.contractId !== undefined) {
    return null;
  }
  return parsed.detail?.pro ? parsed.detail : null;
}

/**
 * Puts the product into the cache ahead of the page's render: from the document when a visitor opens it and the
 * server wrote it there, else asked for now.
 */
export function prefetchGoodsDetail(queryClient: QueryClient, lookup: GoodsDetailLookup, token: string | null): void {
  const options = goodsDetailQueryOptions(lookup, token);
  const inline = token === null ? inlineGoodsDetail(lookup) : null;
  if (inline) {
    queryClient.setQueryData(options.queryKey, inline);
    return;
  }
  // A failure is the page's to show when it asks again.
  queryClient.prefetchQuery(options).catch(() => undefined);
}
