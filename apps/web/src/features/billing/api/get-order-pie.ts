import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '@/lib/query-keys';
import type { BillingWindowQuery, OrderStatusCount } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** GetOrderPie: placed orders per status. */
export async function getOrderPie(query: BillingWindowQuery, signal?: AbortSignal): Promise<OrderStatusCount[]> {
  return (await apiData<OrderStatusCount[] | null>('GetOrderPie', { body: { ...query }, signal })) ?? [];
}

export function orderPieQueryOptions(memberId: number | null, query: BillingWindowQuery) {
  return queryOptions({
    queryKey: billingKeys.orderPie(memberId, query),
    queryFn: ({ signal }) => getOrderPie(query, signal),
    enabled: memberId !== null,
  });
}

export function useOrderPie(memberId: number | null, query: BillingWindowQuery) {
  return useQuery(orderPieQueryOptions(memberId, query));
}
