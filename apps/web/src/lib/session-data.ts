import { queryOptions } from '@tanstack/react-query';
import { personalCentreKeys, cartKeys } from '@/lib/query-keys';
import type { Address, CartCountResponse } from '@seqportal/contract';
import { apiData } from './api-client';

/**
 * What the start-up restore loads after member info (spec part 2 section 4: member info, then address list and
 * cart count). The shell and the personal centre read the same queries, so their keys and fetchers live here,
 * beside the session, and the features re-export them.
 */

// Background: the badge is refreshed without the customer asking, so it neither toasts nor raises the
// login-expired dialog (a lost token then logs out silently).
export async function getCartCount(signal?: AbortSignal): Promise<number> {
  const body = await apiData<CartCountResponse | null>('GetShoppingCartCount', {
    silent: true,
    background: true,
    signal,
  });
  const count = Number(body?.count ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export function cartCountQueryOptions(userId: number | string | null) {
  return queryOptions({
    queryKey: cartKeys.count(userId),
    queryFn: ({ signal }) => getCartCount(signal),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/**
 * The member's pickup addresses, default first (the API orders them). A page asking for them reports a failure;
 * the start-up restore asks in the background.
 */
export async function getAddressList(signal?: AbortSignal, background = false): Promise<Address[]> {
  const body = await apiData<Address[] | null>('GetAddressList', { signal, silent: background, background });
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
