import { queryOptions, useQuery } from '@tanstack/react-query';
import { samplesKeys } from '@/lib/query-keys';
import type { SampleColumn } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** The columns a customer may add to the sample table (GetSampleColumns). */
export async function getSampleColumns(signal?: AbortSignal): Promise<SampleColumn[]> {
  const body = await apiData<SampleColumn[] | null>('GetSampleColumns', { signal });
  return body ?? [];
}

export function sampleColumnsQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: samplesKeys.columns(memberId),
    queryFn: ({ signal }) => getSampleColumns(signal),
    enabled: memberId !== null,
    staleTime: 10 * 60_000,
  });
}

export function useSampleColumns(memberId: number | null) {
  return useQuery(sampleColumnsQueryOptions(memberId));
}
