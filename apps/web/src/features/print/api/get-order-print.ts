import { useQuery } from '@tanstack/react-query';
import { printKeys } from '@/lib/query-keys';
import type { OrderPrintResponse } from '@seqportal/contract';
import { fetchPrintData } from './fetch-print-data';

/** GetOrderPrint?orderNo: the technology service order (/order_print); null for no such order. */
export function useOrderPrint(memberId: number | null, orderNo: string) {
  return useQuery({
    queryKey: printKeys.order(memberId, orderNo),
    queryFn: ({ signal }) => fetchPrintData<OrderPrintResponse>('GetOrderPrint', orderNo, signal),
    enabled: memberId !== null && orderNo !== '',
    staleTime: 0,
  });
}
