import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/lib/query-keys';
import { ErrorCode, type Order, type OrderDetailsResponse } from '@seqportal/contract';
import { ApiCodeError, apiRequest } from '@/lib/api-client';
import { failureMessage, isAnnouncedByClient } from '@/lib/api-failure';
import { notifier } from '@/lib/notifier';

/**
 * orderDetails?orderNo answers a list; the order is its first element. An order that does not exist, or is
 * another customer's, answers 404: that is "no such order" for the page (未查询到该订单的商品), not a failure to
 * toast. Other failures are toasted and rethrown so the page can offer a retry.
 */
export async function getOrderDetails(orderNo: string, signal?: AbortSignal): Promise<Order | null> {
  const envelope = await apiRequest<OrderDetailsResponse | null>('orderDetails', {
    query: { orderNo },
    silent: true,
    signal,
  });
  if (envelope.code === ErrorCode.NotFound) return null;
  if (envelope.code !== ErrorCode.Success) {
    if (!isAnnouncedByClient(envelope.code)) notifier.toast(failureMessage(envelope));
    throw new ApiCodeError(envelope);
  }
  return envelope.body?.list?.[0] ?? null;
}

export function orderDetailsQueryOptions(memberId: number | null, orderNo: string) {
  return queryOptions({
    queryKey: ordersKeys.detail(memberId, orderNo),
    queryFn: ({ signal }) => getOrderDetails(orderNo, signal),
    enabled: memberId !== null && orderNo !== '',
    staleTime: 0,
  });
}

export function useOrderDetails(memberId: number | null, orderNo: string) {
  return useQuery(orderDetailsQueryOptions(memberId, orderNo));
}
