import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '@/lib/query-keys';
import type { BillingWindowQuery, BuyPieSlice } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** GetBuyPie: orders per SKU code. */
export async function getBuyPie(query: BillingWindowQuery, signal?: AbortSignal): Promise<BuyPieSlice[]> {
  return (await apiData<BuyPieSlice[] | null>('GetBuyPie', { body: { ...query }, signal })) ?? [];
}

export function buyPieQueryOptions(memberId: number | null, query: BillingWindowQuery) {
  return queryOptions({
    queryKey: billingKeys.buyPie(memberId, query),
    queryFn: ({ signal }) => getBuyPie(query, signal),
    enabled: memberId !== null,
  });
}

export function useBuyPie(memberId: number | null, query: BillingWindowQuery) {
  return useQuery(buyPieQueryOptions(memberId, query));
}
