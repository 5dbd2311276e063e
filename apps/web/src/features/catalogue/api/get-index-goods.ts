import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/lib/query-keys';
import { DocumentDataId, type HomeGoodsGroup } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { useToken } from '@/lib/auth';
import { documentData } from '@/lib/document-data';

/** Home rows show at most 10 items each (spec part 1 section 9), whatever the server sends. */
export const HOME_ROW_LIMIT = 10;

function homeRows(body: readonly HomeGoodsGroup[]): HomeGoodsGroup[] {
  return body
    .map((group) => ({ ...group, info: (group.info ?? []).slice(0, HOME_ROW_LIMIT) }))
    .filter((group) => group.info.length > 0);
}

export async function getIndexGoods(signal?: AbortSignal): Promise<HomeGoodsGroup[]> {
  const body = await apiData<HomeGoodsGroup[] | null>('GetIndexGoods', { signal });
  return Array.isArray(body) ? homeRows(body) : [];
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

/**
 * A visitor's product rows as the server wrote them into the home page's document (GetIndexGoods' answer to a caller
 * without a token) go into the cache before the first render; a signed-in customer's browser asks for its own.
 */
export function takeDocumentHomeGoods(queryClient: QueryClient, token: string | null, doc: Document = document): void {
  if (token !== null) return;
  const inline = documentData(DocumentDataId.HomeGoods, doc);
  if (Array.isArray(inline)) {
    queryClient.setQueryData(indexGoodsQueryOptions(null).queryKey, homeRows(inline as HomeGoodsGroup[]));
  }
}
