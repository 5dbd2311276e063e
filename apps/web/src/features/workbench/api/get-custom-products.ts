import { queryOptions, useQuery } from '@tanstack/react-query';
import { workbenchKeys } from '@/lib/query-keys';
import type { CustomProduct } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** 定制产品 (GetCustomProducts). Silent: the panel shows its own error state instead of a toast per panel. */
export async function getCustomProducts(signal?: AbortSignal): Promise<CustomProduct[]> {
  const body = await apiData<CustomProduct[] | null>('GetCustomProducts', { silent: true, signal });
  return body ?? [];
}

export function customProductsQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: workbenchKeys.customProducts(memberId),
    queryFn: ({ signal }) => getCustomProducts(signal),
    enabled: memberId !== null,
  });
}

export function useCustomProducts(memberId: number | null) {
  return useQuery(customProductsQueryOptions(memberId));
}
