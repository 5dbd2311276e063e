import { useQuery } from '@tanstack/react-query';
import { addressListQueryOptions } from '@/lib/session-data';

// The start-up restore loads the addresses with member info; the fetcher and key live with the session.
export { addressListQueryOptions, getAddressList } from '@/lib/session-data';

export function useAddressList(memberId: number | null) {
  return useQuery(addressListQueryOptions(memberId));
}
