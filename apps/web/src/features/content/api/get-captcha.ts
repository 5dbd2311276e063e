import { useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/lib/query-keys';
import type { Captcha } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** A new graphic captcha (GetCaptcha): each may be answered once, so it is never cached or reused. */
export function getCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return apiData<Captcha>('GetCaptcha', { signal });
}

export function useCaptcha() {
  return useQuery({
    queryKey: contentKeys.captcha(),
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
