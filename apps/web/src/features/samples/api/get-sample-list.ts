import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { samplesKeys } from '@/lib/query-keys';
import type { ListResponse, SampleCentreRow, SampleListQuery } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

const EMPTY: ListResponse<SampleCentreRow> = { list: [], page: 1, pageSize: 10, totalCount: 0 };

/** The sample centre list (GetSampleList): one page, filtered by status, enterTime range and keyword. */
export async function getSampleList(
  query: SampleListQuery,
  signal?: AbortSignal,
): Promise<ListResponse<SampleCentreRow>> {
  const body = await apiData<ListResponse<SampleCentreRow> | null>('GetSampleList', { body: { ...query }, signal });
  return body ?? EMPTY;
}

export function sampleListQueryOptions(memberId: number | null, query: SampleListQuery) {
  return queryOptions({
    queryKey: samplesKeys.list(memberId, query),
    queryFn: ({ signal }) => getSampleList(query, signal),
    enabled: memberId !== null,
    // Paging or filtering keeps the previous page on screen instead of flashing an empty table.
    placeholderData: keepPreviousData,
  });
}

export function useSampleList(memberId: number | null, query: SampleListQuery) {
  return useQuery(sampleListQueryOptions(memberId, query));
}
