import { QueryClient } from '@tanstack/react-query';

/**
 * The API client already tells the user about failures, so queries do not retry (a retry would repeat the
 * toast) and do not refetch on focus (the shell's calls are cheap but would flicker the badge).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
