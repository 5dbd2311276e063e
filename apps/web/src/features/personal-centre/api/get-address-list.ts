import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { personalCentreKeys } from './personal-centre-keys';

/** The member's pickup addresses, default first (the API orders them). */
export async function getAddressList(signal?: AbortSignal): Promise<Address[]> {
  const body = await apiData<Address[] | null>('GetAddressList', { signal });
  return body ?? [];
}

export function addressListQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: personalCentreKeys.addressList(memberId),
    queryFn: ({ signal }) => getAddressList(signal),
    enabled: memberId !== null,
    staleTime: 30_000,
  });
}

export function useAddressList(memberId: number | null) {
  return useQuery(addressListQueryOptions(memberId));
}
