import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '@/lib/query-keys';
import type { BillingReportQuery, BillingReportRow, ListResponse } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** GetReport: one page (20 rows) of the billing report. */
export function getBillingReport(
  query: BillingReportQuery,
  signal?: AbortSignal,
): Promise<ListResponse<BillingReportRow>> {
  return apiData<ListResponse<BillingReportRow>>('GetReport', { body: { ...query }, signal });
}

export function billingReportQueryOptions(memberId: number | null, query: BillingReportQuery) {
  return queryOptions({
    queryKey: billingKeys.report(memberId, query),
    queryFn: ({ signal }) => getBillingReport(query, signal),
    enabled: memberId !== null,
    // Paging keeps the previous page on screen instead of flashing an empty table.
    placeholderData: keepPreviousData,
  });
}

export function useBillingReport(memberId: number | null, query: BillingReportQuery) {
  return useQuery(billingReportQueryOptions(memberId, query));
}
