import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/lib/query-keys';
import type { LegalText, LegalTextTypeValue } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** The current version of one legal text (GetLegalText). */
export function getLegalText(type: LegalTextTypeValue, signal?: AbortSignal): Promise<LegalText> {
  return apiData<LegalText>('GetLegalText', { query: { type }, signal, silent: true });
}

export function legalTextQueryOptions(type: LegalTextTypeValue) {
  return queryOptions({
    queryKey: contentKeys.legalText(type),
    queryFn: ({ signal }) => getLegalText(type, signal),
    // Texts change rarely; a customer who keeps a tab open still sees an edit within minutes.
    staleTime: 5 * 60_000,
  });
}

export function useLegalText(type: LegalTextTypeValue) {
  return useQuery(legalTextQueryOptions(type));
}
