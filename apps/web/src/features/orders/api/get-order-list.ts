import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/lib/query-keys';
import type { ListResponse, Order, OrderListQuery, OrderStatusValue } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

export async function getOrderList(
  query: Required<OrderListQuery>,
  signal?: AbortSignal,
): Promise<ListResponse<Order>> {
  const body = await apiData<ListResponse<Order> | null>('OrderList', { query: { ...query }, signal });
  return body ?? { list: [], page: query.page, pageSize: query.pageSize, totalCount: 0 };
}

export function orderListQueryOptions(
  memberId: number | null,
  status: OrderStatusValue | 0,
  page: number,
  pageSize: number,
) {
  return queryOptions({
    queryKey: ordersKeys.list(memberId, status, page, pageSize),
    queryFn: ({ signal }) => getOrderList({ status, page, pageSize }, signal),
    enabled: memberId !== null,
    staleTime: 0,
    // Paging keeps the previous page on screen until the next one arrives, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useOrderList(memberId: number | null, status: OrderStatusValue | 0, page: number, pageSize: number) {
  return useQuery(orderListQueryOptions(memberId, status, page, pageSize));
}
