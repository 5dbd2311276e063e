import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, RegisterRequest, RegisterResponse } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';

/** Creates the account and logs it in at once (tokens in the answer); 190 when the registration key expired. */
export function register(request: RegisterRequest): Promise<ApiEnvelope<RegisterResponse | null>> {
  return apiRequest<RegisterResponse | null>('Register', { body: request });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
