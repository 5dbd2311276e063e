import { queryOptions, useQuery } from '@tanstack/react-query';
import { samplesKeys } from '@/lib/query-keys';
import type { OrderSampleInfo } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** An order's submitted samples, libraries and lanes, as ModifyOrderSamples takes them (GetOrderSampleInfo). */
export async function getOrderSampleInfo(orderNo: string, signal?: AbortSignal): Promise<OrderSampleInfo> {
  return apiData<OrderSampleInfo>('GetOrderSampleInfo', { body: { orderNo }, signal });
}

export function orderSampleInfoQueryOptions(memberId: number | null, orderNo: string) {
  return queryOptions({
    queryKey: samplesKeys.orderInfo(memberId, orderNo),
    queryFn: ({ signal }) => getOrderSampleInfo(orderNo, signal),
    enabled: memberId !== null && orderNo !== '',
    // Edits start from what is saved now, not from a copy cached earlier in the session.
    staleTime: 0,
    gcTime: 0,
    // A 404 (another customer's order, or a mistyped number) will not change on retry.
    retry: false,
  });
}

export function useOrderSampleInfo(memberId: number | null, orderNo: string) {
  return useQuery(orderSampleInfoQueryOptions(memberId, orderNo));
}
