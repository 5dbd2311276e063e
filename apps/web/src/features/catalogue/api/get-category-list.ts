import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/lib/query-keys';
import { DocumentDataId, type MenuCategory } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { documentData } from '@/lib/document-data';

export async function getCategoryList(signal?: AbortSignal): Promise<MenuCategory[]> {
  const body = await apiData<MenuCategory[] | null>('GetCategoryList', { signal });
  return Array.isArray(body) ? body : [];
}

export function categoryListQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => getCategoryList(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCategoryList() {
  return useQuery(categoryListQueryOptions());
}

/**
 * The category tree as the server wrote it into the document of / and /all_goods (GetCategoryList's answer) goes
 * into the cache before the first render, so that the home menu and the list's filter draw at their full height at
 * once; without it the components ask for it themselves.
 */
export function takeDocumentCategories(queryClient: QueryClient, doc: Document = document): void {
  const inline = documentData(DocumentDataId.Categories, doc);
  if (Array.isArray(inline)) queryClient.setQueryData(categoryListQueryOptions().queryKey, inline as MenuCategory[]);
}
