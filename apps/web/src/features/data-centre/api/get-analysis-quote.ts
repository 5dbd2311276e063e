import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataCentreKeys } from '@/lib/query-keys';
import type { AnalysisQuote, AnalysisQuoteRequest } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** GetAnalysisQuote: the server's price of the chosen analyses on the chosen libraries, and the pre-filled inputs. */
export function getAnalysisQuote(request: AnalysisQuoteRequest, signal?: AbortSignal): Promise<AnalysisQuote> {
  return apiData<AnalysisQuote>('GetAnalysisQuote', { body: request, signal });
}

export function useAnalysisQuote(memberId: number | null, request: AnalysisQuoteRequest) {
  return useQuery({
    queryKey: dataCentreKeys.quote(memberId, request),
    queryFn: ({ signal }) => getAnalysisQuote(request, signal),
    enabled: memberId !== null && request.libraryList.length > 0 && request.goodsList.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
