import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/lib/query-keys';
import type { HomeGoodsGroup } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { useToken } from '@/lib/auth';

/** Home rows show at most 10 items each (spec part 1 section 9), whatever the server sends. */
export const HOME_ROW_LIMIT = 10;

export async function getIndexGoods(signal?: AbortSignal): Promise<HomeGoodsGroup[]> {
  const body = await apiData<HomeGoodsGroup[] | null>('GetIndexGoods', { signal });
  if (!Array.isArray(body)) return [];
  return body
    .map((group) => ({ ...group, info: (group.info ?? []).slice(0, HOME_ROW_LIMIT) }))
    .filter((group) => group.info.length > 0);
}

export function indexGoodsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: catalogueKeys.indexGoods(token),
    queryFn: ({ signal }) => getIndexGoods(signal),
  });
}

export function useIndexGoods() {
  return useQuery(indexGoodsQueryOptions(useToken()));
}
