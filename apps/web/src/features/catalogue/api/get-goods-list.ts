import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/lib/query-keys';
import {
  DEFAULT_PAGE_SIZE,
  DocumentDataId,
  type GoodsListRequest,
  type ListResponse,
  type ProductItem,
} from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { useToken } from '@/lib/auth';
import { documentData } from '@/lib/document-data';

/** The list filters of /all_goods (spec part 1 section 2), without the paging the query adds. */
export type GoodsListFilters = Omit<GoodsListRequest, 'pageIndex' | 'pageSize'>;

export async function getGoodsList(
  request: GoodsListRequest,
  signal?: AbortSignal,
): Promise<ListResponse<ProductItem>> {
  const body = await apiData<ListResponse<ProductItem> | null>('GetGoodsList', { body: request, signal });
  return listPage(body, request);
}

function listPage(
  body: Partial<ListResponse<ProductItem>> | null,
  request: Pick<GoodsListRequest, 'pageIndex' | 'pageSize'>,
): ListResponse<ProductItem> {
  return {
    list: body?.list ?? [],
    page: body?.page ?? request.pageIndex,
    pageSize: body?.pageSize ?? request.pageSize,
    totalCount: body?.totalCount ?? 0,
  };
}

/** The next page while the loaded count is below totalCount; an empty page also stops (a shrinking catalogue). */
export function nextGoodsPage(
  lastPage: ListResponse<ProductItem>,
  pages: readonly ListResponse<ProductItem>[],
  lastPageIndex: number,
): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.list.length, 0);
  if (lastPage.list.length === 0 || loaded >= lastPage.totalCount) return undefined;
  return lastPageIndex + 1;
}

export function goodsListQueryOptions(filters: GoodsListFilters, token: string | null) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.goodsList(filters, token),
    queryFn: ({ pageParam, signal }) =>
      getGoodsList({ ...filters, pageIndex: pageParam, pageSize: DEFAULT_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageIndex) => nextGoodsPage(lastPage, pages, lastPageIndex),
  });
}

export function useGoodsList(filters: GoodsListFilters) {
  return useInfiniteQuery(goodsListQueryOptions(filters, useToken()));
}

/**
 * The unfiltered list's first page as the server wrote it into /all_goods' document for visitors (GetGoodsList's
 * answer to a caller without a token), or null when the document brought none.
 */
export function inlineGoodsListFirstPage(doc: Document = document): ListResponse<ProductItem> | null {
  const parsed = documentData(DocumentDataId.GoodsListFirstPage, doc) as Partial<ListResponse<ProductItem>> | null;
  if (!parsed || !Array.isArray(parsed.list) || parsed.page !== 1 || parsed.pageSize !== DEFAULT_PAGE_SIZE) return null;
  return listPage(parsed, { pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
}

/**
 * Puts the list's first page into the cache ahead of the page's render: from the document when it is a visitor's
 * unfiltered list and the server wrote it there, else asked for now.
 */
export function prefetchGoodsList(queryClient: QueryClient, filters: GoodsListFilters, token: string | null): void {
  const options = goodsListQueryOptions(filters, token);
  const inline = token === null && Object.keys(filters).length === 0 ? inlineGoodsListFirstPage() : null;
  if (inline) {
    queryClient.setQueryData(options.queryKey, { pages: [inline], pageParams: [1] });
    return;
  }
  // A failure is the page's to show when it asks again.
  queryClient.prefetchInfiniteQuery(options).catch(() => undefined);
}
