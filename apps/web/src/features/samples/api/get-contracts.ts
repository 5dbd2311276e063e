import { queryOptions, useQuery } from '@tanstack/react-query';
import { samplesKeys } from '@/lib/query-keys';
import type { ContractWithProducts } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** The customer's contracts in force with their price lists, for the contract choice of a sample sheet. */
export async function getContracts(signal?: AbortSignal): Promise<ContractWithProducts[]> {
  const body = await apiData<ContractWithProducts[] | null>('GetContractProductList', { signal });
  return body ?? [];
}

export function contractsQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: samplesKeys.contracts(memberId),
    queryFn: ({ signal }) => getContracts(signal),
    enabled: memberId !== null,
    staleTime: 60_000,
  });
}

export function useContracts(memberId: number | null) {
  return useQuery(contractsQueryOptions(memberId));
}
