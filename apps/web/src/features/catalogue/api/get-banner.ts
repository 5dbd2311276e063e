import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/lib/query-keys';
import type { Banner } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

// Silent: without banners the home page shows its own hero slide, which is no reason to alarm a visitor.
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const body = await apiData<Banner[] | null>('GetBanner', { silent: true, signal });
  return Array.isArray(body) ? body.filter((banner) => Boolean(banner.image)) : [];
}

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.banners(),
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 10 * 60_000,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

/** Fetches the banners into the cache ahead of the home page's render, then starts loading the first picture. */
export function prefetchHomeBanners(queryClient: QueryClient): void {
  queryClient.fetchQuery(bannersQueryOptions()).then(
    (banners) => {
      const first = banners[0];
      if (!first) return;
      const picture = new Image();
      picture.fetchPriority = 'high';
      picture.src = first.image;
    },
    // The carousel asks again and shows its fallback; nothing to say here.
    () => undefined,
  );
}
