import { queryOptions, useQuery } from '@tanstack/react-query';
import { personalCentreKeys } from '@/lib/query-keys';
import type { RegionNode } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** Province → city → district (public, cached by the server for a day; it never changes within a session). */
export async function getRegionTree(signal?: AbortSignal): Promise<RegionNode[]> {
  const body = await apiData<RegionNode[] | null>('GetRegionTree', { signal });
  return body ?? [];
}

export function regionTreeQueryOptions() {
  return queryOptions({
    queryKey: personalCentreKeys.regionTree(),
    queryFn: ({ signal }) => getRegionTree(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useRegionTree() {
  return useQuery(regionTreeQueryOptions());
}
