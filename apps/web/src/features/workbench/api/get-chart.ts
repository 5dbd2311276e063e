import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { workbenchKeys } from '@/lib/query-keys';
import type { ChartQuery, ChartRow } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/**
 * Orders and samples per date (GetChart). Not silent: a refused custom range answers the spec's message
 * (您选择的结束日期早于开始日期 / 请选择正确的日期！), which the user must see.
 */
export async function getChart(query: ChartQuery, signal?: AbortSignal): Promise<ChartRow[]> {
  const body = await apiData<ChartRow[] | null>('GetChart', { query: { ...query }, signal });
  return body ?? [];
}

export function chartQueryOptions(memberId: number | null, query: ChartQuery) {
  return queryOptions({
    queryKey: workbenchKeys.chart(memberId, query),
    queryFn: ({ signal }) => getChart(query, signal),
    enabled: memberId !== null,
    // Switching week/month/year keeps the previous series drawn until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useChart(memberId: number | null, query: ChartQuery) {
  return useQuery(chartQueryOptions(memberId, query));
}
