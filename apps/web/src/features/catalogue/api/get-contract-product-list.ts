import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/lib/query-keys';
import type { ContractWithProducts } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { useSession, useToken } from '@/lib/auth';

/** The caller's contracts, for the contract tab strip of /all_goods. Silent: without them the strip is simply absent. */
export async function getContractProductList(signal?: AbortSignal): Promise<ContractWithProducts[]> {
  const body = await apiData<ContractWithProducts[] | null>('GetContractProductList', { silent: true, signal });
  return Array.isArray(body) ? body : [];
}

export function contractProductListQueryOptions(token: string | null, enabled: boolean) {
  return queryOptions({
    queryKey: catalogueKeys.contracts(token),
    queryFn: ({ signal }) => getContractProductList(signal),
    enabled: enabled && token !== null,
    staleTime: 5 * 60_000,
  });
}

/** Visitors have no contracts; the call needs a customer token. */
export function useContractProductList() {
  const { isLoggedIn } = useSession();
  return useQuery(contractProductListQueryOptions(useToken(), isLoggedIn));
}
