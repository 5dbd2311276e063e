import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/lib/query-keys';
import { DocumentDataId, type Banner } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { documentData } from '@/lib/document-data';

function withImages(body: unknown): Banner[] {
  return Array.isArray(body) ? (body as Banner[]).filter((banner) => Boolean(banner?.image)) : [];
}

// Silent: without banners the home page shows its own hero slide, which is no reason to alarm a visitor.
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return withImages(await apiData<Banner[] | null>('GetBanner', { silent: true, signal }));
}

/**
 * The banner list the server wrote into the home page's document (GetBanner's answer, in
 * <script type="application/json" id="home-banners">), or null when the document has none.
 */
export function inlineBanners(doc: Document = document): Banner[] | null {
  const parsed = documentData(DocumentDataId.HomeBanners, doc);
  return Array.isArray(parsed) ? withImages(parsed) : null;
}

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.banners(),
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 10 * 60_000,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

/**
 * Puts the banners into the cache ahead of the home page's render (from the document when the server wrote them
 * there, else fetched), then starts loading the first picture (the document preloads it when it brings the list).
 */
export function prefetchHomeBanners(queryClient: QueryClient): void {
  const inline = inlineBanners();
  if (inline) {
    // The document preloads the first picture itself.
    queryClient.setQueryData(bannersQueryOptions().queryKey, inline);
    return;
  }
  queryClient.fetchQuery(bannersQueryOptions()).then(
    (banners) => {
      const first = banners[0];
      if (!first) return;
      const picture = new Image();
      picture.fetchPriority = 'high';
      picture.src = first.image;
    },
    // The carousel asks again and shows its fallback; nothing to say here.
    () => undefined,
  );
}
