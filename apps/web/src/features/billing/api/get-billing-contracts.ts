import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '@/lib/query-keys';
import type { Contract } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** GetContractList: the caller's contracts for the chips. */
export async function getBillingContracts(signal?: AbortSignal): Promise<Contract[]> {
  return (await apiData<Contract[] | null>('GetContractList', { signal })) ?? [];
}

export function billingContractsQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: billingKeys.contracts(memberId),
    queryFn: ({ signal }) => getBillingContracts(signal),
    enabled: memberId !== null,
  });
}

export function useBillingContracts(memberId: number | null) {
  return useQuery(billingContractsQueryOptions(memberId));
}
