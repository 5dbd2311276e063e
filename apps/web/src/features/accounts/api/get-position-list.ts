import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsKeys } from '@/lib/query-keys';
import type { PositionOption } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

export async function getPositionList(signal?: AbortSignal): Promise<PositionOption[]> {
  const body = await apiData<PositionOption[] | null>('GetPositionList', { signal });
  return body ?? [];
}

export function positionListQueryOptions() {
  return queryOptions({
    queryKey: accountsKeys.positions(),
    queryFn: ({ signal }) => getPositionList(signal),
    staleTime: 60 * 60_000,
  });
}

export function usePositionList() {
  return useQuery(positionListQueryOptions());
}
