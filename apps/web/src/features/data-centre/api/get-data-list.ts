import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataCentreKeys } from '@/lib/query-keys';
import type { DataListQuery, DataRow, ListResponse } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** The most libraries one order's preselection ticks (the API's page-size limit). */
export const PRESELECT_PAGE_SIZE = 100;

/** GetDataList: one page of delivered libraries (dataType 1) or analysis records (dataType 2). */
export function getDataList(query: DataListQuery, signal?: AbortSignal): Promise<ListResponse<DataRow>> {
  return apiData<ListResponse<DataRow>>('GetDataList', { query: { ...query }, signal });
}

export function dataListQueryOptions(memberId: number | null, query: DataListQuery) {
  return queryOptions({
    queryKey: dataCentreKeys.list(memberId, query),
    queryFn: ({ signal }) => getDataList(query, signal),
    enabled: memberId !== null,
    // Paging keeps the previous page on screen; a tab switch must not show the other tab's rows meanwhile.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3]?.dataType === query.dataType ? keepPreviousData(previous) : undefined,
  });
}

export function useDataList(memberId: number | null, query: DataListQuery) {
  return useQuery(dataListQueryOptions(memberId, query));
}
