import { queryOptions, useQuery } from '@tanstack/react-query';
import { samplesKeys } from '@/lib/query-keys';
import type { SampleDetail } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** One sample code's schedule, order goods and sample rows (GetSampleDetail). */
export async function getSampleDetail(codeNo: string, signal?: AbortSignal): Promise<SampleDetail | null> {
  return apiData<SampleDetail | null>('GetSampleDetail', { body: { codeNo }, signal });
}

export function sampleDetailQueryOptions(memberId: number | null, codeNo: string) {
  return queryOptions({
    queryKey: samplesKeys.detail(memberId, codeNo),
    queryFn: ({ signal }) => getSampleDetail(codeNo, signal),
    enabled: memberId !== null && codeNo !== '',
    // A 404 (another customer's code, or a mistyped one) will not change on retry.
    retry: false,
  });
}

export function useSampleDetail(memberId: number | null, codeNo: string) {
  return useQuery(sampleDetailQueryOptions(memberId, codeNo));
}
