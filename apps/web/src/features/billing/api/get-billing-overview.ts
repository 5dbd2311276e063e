import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '@/lib/query-keys';
import type { BillingOverview, BillingWindowQuery } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** GetOverview: total, completed, in progress and the available credit. */
export function getBillingOverview(query: BillingWindowQuery, signal?: AbortSignal): Promise<BillingOverview> {
  return apiData<BillingOverview>('GetOverview', { body: { ...query }, signal });
}

export function billingOverviewQueryOptions(memberId: number | null, query: BillingWindowQuery) {
  return queryOptions({
    queryKey: billingKeys.overview(memberId, query),
    queryFn: ({ signal }) => getBillingOverview(query, signal),
    enabled: memberId !== null,
  });
}

export function useBillingOverview(memberId: number | null, query: BillingWindowQuery) {
  return useQuery(billingOverviewQueryOptions(memberId, query));
}
