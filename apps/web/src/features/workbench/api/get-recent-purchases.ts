import { queryOptions, useQuery } from '@tanstack/react-query';
import { workbenchKeys } from '@/lib/query-keys';
import type { RecentPurchase } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** 最近购买 (GetRecentPurchases). Silent: the panel shows its own error state instead of a toast per panel. */
export async function getRecentPurchases(signal?: AbortSignal): Promise<RecentPurchase[]> {
  const body = await apiData<RecentPurchase[] | null>('GetRecentPurchases', { silent: true, signal });
  return body ?? [];
}

export function recentPurchasesQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: workbenchKeys.recentPurchases(memberId),
    queryFn: ({ signal }) => getRecentPurchases(signal),
    enabled: memberId !== null,
  });
}

export function useRecentPurchases(memberId: number | null) {
  return useQuery(recentPurchasesQueryOptions(memberId));
}
