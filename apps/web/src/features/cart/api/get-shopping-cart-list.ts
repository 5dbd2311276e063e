import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartKeys } from '@/lib/query-keys';
import type { CartGroup, ShoppingCartListResponse } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** The sample box grouped by contract (cart.newShowList); an empty box may come back as null. */
export async function getShoppingCartList(signal?: AbortSignal): Promise<CartGroup[]> {
  const body = await apiData<ShoppingCartListResponse | null>('ShoppingCartList', { signal });
  const groups = body?.cart?.newShowList ?? [];
  // A group left without items (its last item deleted elsewhere) would only show an empty header.
  return groups.filter((group) => group.cart.length > 0);
}

export function shoppingCartListQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: cartKeys.list(userId),
    queryFn: ({ signal }) => getShoppingCartList(signal),
    enabled: userId !== null,
    // Another tab may have added items: the box is always re-read when opened.
    staleTime: 0,
  });
}

export function useShoppingCartList(userId: number | null) {
  return useQuery(shoppingCartListQueryOptions(userId));
}
