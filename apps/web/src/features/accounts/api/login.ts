import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, LoginRequest, LoginResponse } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';

/** SMS login: answers the identities this phone may take and a short-lived ticket naming exactly those. */
export function login(request: LoginRequest): Promise<ApiEnvelope<LoginResponse | null>> {
  return apiRequest<LoginResponse | null>('Login', { body: request });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
