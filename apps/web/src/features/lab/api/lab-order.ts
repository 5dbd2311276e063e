import { queryOptions, useQuery } from '@tanstack/react-query';
import { labKeys } from '@/lib/query-keys';
import type { LabOrderView } from '@seqportal/contract';
import { staffData } from '../lib/staff-api';

/** The lab's view of one order: samples with their steps and QC, delivery files, express (GET /api/admin/lab/order). */
export function getLabOrder(orderNo: string, signal?: AbortSignal): Promise<LabOrderView> {
  return staffData<LabOrderView>('AdminLabOrder', { query: { orderNo }, signal });
}

export function labOrderQueryOptions(orderNo: string | null) {
  return queryOptions({
    queryKey: labKeys.order(orderNo ?? ''),
    queryFn: ({ signal }) => getLabOrder(orderNo ?? '', signal),
    enabled: orderNo !== null,
    // Another bench may work on the same order; a stale view would offer buttons that no longer apply.
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export function useLabOrder(orderNo: string | null) {
  return useQuery(labOrderQueryOptions(orderNo));
}
