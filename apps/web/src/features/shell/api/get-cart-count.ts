import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartCountResponse } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

// Silent: the badge is refreshed in the background and must not toast on its own.
export async function getCartCount(signal?: AbortSignal): Promise<number> {
  const body = await apiData<CartCountResponse | null>('GetShoppingCartCount', { silent: true, signal });
  const count = Number(body?.count ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** Keyed by user so that a different customer signing in never sees the previous customer's count. */
export function cartCountQueryOptions(userId: number | string | null) {
  return queryOptions({
    queryKey: ['cart', 'count', userId],
    queryFn: ({ signal }) => getCartCount(signal),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** The sample-box count: 0 for visitors, the server's count for signed-in customers. */
export function useCartCount(userId: number | string | null): number {
  const query = useQuery(cartCountQueryOptions(userId));
  return userId === null ? 0 : (query.data ?? 0);
}
