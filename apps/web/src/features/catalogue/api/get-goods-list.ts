import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/lib/query-keys';
import { DEFAULT_PAGE_SIZE, type GoodsListRequest, type ListResponse, type ProductItem } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { useToken } from '@/lib/auth';

/** The list filters of /all_goods (spec part 1 section 2), without the paging the query adds. */
export type GoodsListFilters = Omit<GoodsListRequest, 'pageIndex' | 'pageSize'>;

export async function getGoodsList(
  request: GoodsListRequest,
  signal?: AbortSignal,
): Promise<ListResponse<ProductItem>> {
  const body = await apiData<ListResponse<ProductItem> | null>('GetGoodsList', { body: request, signal });
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
