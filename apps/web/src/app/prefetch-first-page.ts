import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { prefetchHomeBanners } from '@/features/catalogue/api/get-banner';
import { goodsDetailQueryOptions } from '@/features/catalogue/api/get-goods-detail';
import { goodsListQueryOptions } from '@/features/catalogue/api/get-goods-list';
import { readGoodsDetailLookup, readGoodsListFilters } from '@/features/catalogue/utils/goods-list-params';
import { getToken } from '@/lib/session';

/**
 * The first page's data is asked for while React renders the first frame and the page's chunk loads, rather than
 * after the page mounts (issue 22): the banners at / (and then the first picture), the first page of products at
 * /all_goods, the product on its detail page. Same query options as the pages, so they find the answer cached.
 */
export function prefetchFirstPage(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): void {
  const params = new URLSearchParams(location.search);
  if (location.pathname === paths.home) {
    prefetchHomeBanners(queryClient);
  } else if (location.pathname === paths.allGoods) {
    // A failure is the page's to show when it asks again.
    queryClient
      .prefetchInfiniteQuery(goodsListQueryOptions(readGoodsListFilters(params), getToken()))
      .catch(() => undefined);
  } else if (location.pathname === paths.goodsDetail) {
    const lookup = readGoodsDetailLookup(params);
    if (lookup.goodsId === undefined && lookup.skuId === undefined) return;
    queryClient.prefetchQuery(goodsDetailQueryOptions(lookup, getToken())).catch(() => undefined);
  }
}
