import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '@/lib/query-keys';
import type { BillingDetailRow, BillingOrderDetailQuery } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** GetOrderDetail: the window's lines, filtered 0 all, 2 in progress, 1 completed. */
export async function getOrderDetail(
  query: BillingOrderDetailQuery,
  signal?: AbortSignal,
): Promise<BillingDetailRow[]> {
  return (await apiData<BillingDetailRow[] | null>('GetOrderDetail', { body: { ...query }, signal })) ?? [];
}

export function orderDetailQueryOptions(memberId: number | null, query: BillingOrderDetailQuery) {
  return queryOptions({
    queryKey: billingKeys.detail(memberId, query),
    queryFn: ({ signal }) => getOrderDetail(query, signal),
    enabled: memberId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetail(memberId: number | null, query: BillingOrderDetailQuery) {
  return useQuery(orderDetailQueryOptions(memberId, query));
}
