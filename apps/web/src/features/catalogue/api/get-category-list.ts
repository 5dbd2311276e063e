import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/lib/query-keys';
import type { MenuCategory } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

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
