import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, GetTokenQuery, SessionTokens } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';

/** Exchanges the login ticket for the tokens of one identity named in it (a GET: the query carries the fields). */
export function getTokenFor(query: GetTokenQuery): Promise<ApiEnvelope<SessionTokens | null>> {
  return apiRequest<SessionTokens | null>('GetToken', { query: { ...query } });
}

export function useGetToken() {
  return useMutation({ mutationFn: getTokenFor });
}
