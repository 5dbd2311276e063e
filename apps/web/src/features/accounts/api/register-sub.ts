import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, RegisterResponse, RegisterSubRequest } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * Applies for a sub-account under an approved organisation; 199 when the registration key expired,
 * 主账号未审核通过 when the organisation is not approved. Answers tokens like Register when it logs in.
 */
export function registerSub(request: RegisterSubRequest): Promise<ApiEnvelope<Partial<RegisterResponse> | null>> {
  return apiRequest<Partial<RegisterResponse> | null>('RegisterSub', { body: request });
}

export function useRegisterSub() {
  return useMutation({ mutationFn: registerSub });
}
