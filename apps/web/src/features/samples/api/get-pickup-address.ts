import { queryOptions, useQuery } from '@tanstack/react-query';
import { samplesKeys } from '@/lib/query-keys';
import type { Address } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/**
 * The first pickup address, which the one-click order card shows (spec part 2 section 2.9). The list is read
 * here rather than borrowed from the personal centre: features do not import one another.
 */
export async function getPickupAddress(signal?: AbortSignal): Promise<Address | null> {
  const list = await apiData<Address[] | null>('GetAddressList', { signal, silent: true });
  return list?.[0] ?? null;
}

export function pickupAddressQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: samplesKeys.pickupAddress(memberId),
    queryFn: ({ signal }) => getPickupAddress(signal),
    enabled: memberId !== null,
  });
}

export function usePickupAddress(memberId: number | null) {
  return useQuery(pickupAddressQueryOptions(memberId));
}
