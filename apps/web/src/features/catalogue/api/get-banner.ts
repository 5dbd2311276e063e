import { queryOptions, useQuery } from '@tanstack/react-query';
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
