import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/lib/query-keys';
import type { OrderSampleScheduleResponse } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/**
 * The order's sample progress (GetOrderSampleSch). Silent: the strip is an extra on the detail page and is
 * simply left out when the call fails or is not served yet, rather than toasting over the order.
 */
export async function getOrderSampleSchedule(
  orderNo: string,
  signal?: AbortSignal,
): Promise<OrderSampleScheduleResponse | null> {
  const body = await apiData<OrderSampleScheduleResponse | null>('GetOrderSampleSch', {
    query: { orderNo },
    silent: true,
    signal,
  });
  return body && Array.isArray(body.list) ? body : null;
}

export function orderSampleScheduleQueryOptions(memberId: number | null, orderNo: string) {
  return queryOptions({
    queryKey: ordersKeys.sampleSchedule(memberId, orderNo),
    queryFn: ({ signal }) => getOrderSampleSchedule(orderNo, signal),
    enabled: memberId !== null && orderNo !== '',
    staleTime: 30_000,
  });
}

export function useOrderSampleSchedule(memberId: number | null, orderNo: string) {
  return useQuery(orderSampleScheduleQueryOptions(memberId, orderNo));
}
