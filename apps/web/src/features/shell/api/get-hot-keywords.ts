import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { shellKeys } from '@/lib/query-keys';
import { DocumentDataId, type HotKeywordResponse } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { documentData } from '@/lib/document-data';

/** The server keeps hot keywords as one newline-separated text edited by staff; blank lines are typing noise. */
export function parseHotKeywords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = text
    .split(/\r?\n/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
  return [...new Set(words)];
}

// Silent: suggestions are decoration, and a failing API must not greet every visitor with an error toast.
export async function getHotKeywords(signal?: AbortSignal): Promise<string[]> {
  const body = await apiData<HotKeywordResponse | null>('GetHotKeyWord', { silent: true, signal });
  return parseHotKeywords(body?.hotKeyword);
}

export function hotKeywordsQueryOptions() {
  return queryOptions({
    queryKey: shellKeys.hotKeywords(),
    queryFn: ({ signal }) => getHotKeywords(signal),
    staleTime: 10 * 60_000,
  });
}

export function useHotKeywords() {
  return useQuery(hotKeywordsQueryOptions());
}

/**
 * The hot keywords as the server wrote them into a shop page's document (GetHotKeyWord's answer) go into the cache
 * before the first render: the header asks for nothing on its way to the page's first paint.
 */
export function takeDocumentHotKeywords(queryClient: QueryClient, doc: Document = document): void {
  const inline = documentData(DocumentDataId.HotKeywords, doc) as Partial<HotKeywordResponse> | null;
  if (typeof inline?.hotKeyword !== 'string') return;
  queryClient.setQueryData(hotKeywordsQueryOptions().queryKey, parseHotKeywords(inline.hotKeyword));
}
