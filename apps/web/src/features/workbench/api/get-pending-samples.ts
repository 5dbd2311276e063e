import { queryOptions, useQuery } from '@tanstack/react-query';
import { workbenchKeys } from '@/lib/query-keys';
import type { PendingSampleRow } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** 待处理样本 (GetPendingSamples). Silent: the panel shows its own error state instead of a toast per panel. */
export async function getPendingSamples(signal?: AbortSignal): Promise<PendingSampleRow[]> {
  const body = await apiData<PendingSampleRow[] | null>('GetPendingSamples', { silent: true, signal });
  return body ?? [];
}

export function pendingSamplesQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: workbenchKeys.pendingSamples(memberId),
    queryFn: ({ signal }) => getPendingSamples(signal),
    enabled: memberId !== null,
  });
}

export function usePendingSamples(memberId: number | null) {
  return useQuery(pendingSamplesQueryOptions(memberId));
}
