import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryKeys } from '@/lib/query-keys';
import { apiData } from '@/lib/api-client';
import { decodeCredential, type DecodedCredential } from '../lib/credential';

export interface CredentialAnswer {
  /** The base64 text as issued: the desktop client's authorization code. */
  code: string;
  credential: DecodedCredential;
}

/** Temporary read-only download keys for one order (GetDeliveryCredential). */
export async function getDeliveryCredential(orderNo: string, signal?: AbortSignal): Promise<CredentialAnswer | null> {
  const body = await apiData<string | null>('GetDeliveryCredential', { query: { orderNo }, signal });
  if (typeof body !== 'string' || body === '') return null;
  const credential = decodeCredential(body);
  return credential ? { code: body, credential } : null;
}

export function deliveryCredentialQueryOptions(memberId: number | null, orderNo: string) {
  return queryOptions({
    queryKey: deliveryKeys.credential(memberId, orderNo),
    queryFn: ({ signal }) => getDeliveryCredential(orderNo, signal),
    enabled: memberId !== null && orderNo !== '',
    retry: false,
    // Issuing keys is not free (an STS call) and they last for days: no refetch while the layer stays open.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

export function useDeliveryCredential(memberId: number | null, orderNo: string) {
  return useQuery(deliveryCredentialQueryOptions(memberId, orderNo));
}
