import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SyncResult } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { samplesKeys } from '@/lib/query-keys';

/**
 * SyncProduct: the rows a contract bulk order is to be filled with (one per product × quantity, product code
 * set), as the last SyncProductShoppingCat stored them. The samples step after BatchSubmitOrder starts here.
 */
export async function getSyncedRows(contractId: number, signal?: AbortSignal): Promise<SyncResult> {
  return apiData<SyncResult>('SyncProduct', { query: { contractId }, signal });
}

export function useSyncedRows(memberId: number | null, contractId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...samplesKeys.all, 'contract-rows', memberId, contractId] as const,
      queryFn: ({ signal }) => getSyncedRows(contractId, signal),
      enabled: memberId !== null && contractId > 0,
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  );
}
