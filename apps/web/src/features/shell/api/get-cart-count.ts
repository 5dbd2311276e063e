import { useQuery } from '@tanstack/react-query';
import { cartCountQueryOptions } from '@/lib/session-data';

// The start-up restore loads the count with member info; the fetcher and key live with the session.
export { cartCountQueryOptions, getCartCount } from '@/lib/session-data';

/** The sample-box count: 0 for visitors, the server's count for signed-in customers. */
export function useCartCount(userId: number | string | null): number {
  const query = useQuery(cartCountQueryOptions(userId));
  return userId === null ? 0 : (query.data ?? 0);
}
