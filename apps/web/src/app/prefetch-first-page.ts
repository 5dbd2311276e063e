import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { prefetchHomeBanners } from '@/features/catalogue/api/get-banner';
import { takeDocumentCategories } from '@/features/catalogue/api/get-category-list';
import { takeDocumentHomeGoods } from '@/features/catalogue/api/get-index-goods';
import { prefetchGoodsDetail } from '@/features/catalogue/api/get-goods-detail';
import { prefetchGoodsList } from '@/features/catalogue/api/get-goods-list';
import { readGoodsDetailLookup, readGoodsListFilters } from '@/features/catalogue/utils/goods-list-params';
import { takeDocumentHotKeywords } from '@/features/shell/api/get-hot-keywords';
import { getToken } from '@/lib/session';

/**
 * The first page's data is in the cache before React renders the first frame (issue 22): the banners at / (and
 * then the first picture) and a visitor's product rows there, the first page of products at /all_goods, the
 * product on its detail page, the category tree of the home menu and the list's filter, the search box's hot
 * keywords. A visitor's document brings them (infra/web/page-hints.ts in the API); otherwise they are asked for
 * now, while the page's chunk loads, rather than after the page mounts. Same query options as the pages, so they
 * find the answer cached.
 */
export function prefetchFirstPage(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): void {
  const params = new URLSearchParams(location.search);
  takeDocumentCategories(queryClient);
  takeDocumentHotKeywords(queryClient);
  if (location.pathname === paths.home) {
    prefetchHomeBanners(queryClient);
    takeDocumentHomeGoods(queryClient, getToken());
  } else if (location.pathname === paths.allGoods) {
    prefetchGoodsList(queryClient, readGoodsListFilters(params), getToken());
  } else if (location.pathname === paths.goodsDetail) {
    const lookup = readGoodsDetailLookup(params);
    if (lookup.goodsId === undefined && lookup.skuId === undefined) return;
    prefetchGoodsDetail(queryClient, lookup, getToken());
  }
}
