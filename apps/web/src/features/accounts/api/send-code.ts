import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, SendCodeRequest } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';

/** Failures (429, a refused proof) are toasted by the API client with the server's message (spec part 2 section 8). */
export function sendCode(request: SendCodeRequest): Promise<ApiEnvelope<null>> {
  return apiRequest<null>('SendCode', { body: request });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
