import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/lib/query-keys';
import type { RecommendedItem } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { useToken } from '@/lib/auth';

/** One row of the five-column grid: a tidy strip below the detail rather than a ragged second line. */
export const RECOMMEND_LIMIT = 5;

// Silent: recommendations are an extra below the detail; their failure must not cover the product with a toast.
export async function getRecommendGoods(signal?: AbortSignal): Promise<RecommendedItem[]> {
  const body = await apiData<RecommendedItem[] | null>('GetRecommendGoods', { silent: true, signal });
  return Array.isArray(body) ? body : [];
}

export function recommendGoodsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: catalogueKeys.recommend(null, token),
    queryFn: ({ signal }) => getRecommendGoods(signal),
  });
}

/** `enabled` false leaves the list unasked for (pending) until it turns true. */
export function useRecommendGoods(enabled = true) {
  return useQuery({ ...recommendGoodsQueryOptions(useToken()), enabled });
}
