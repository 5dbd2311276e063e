import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalCentreKeys } from '@/lib/query-keys';
import type { AddAddressRequest, Address, ApiEnvelope } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';

/** Answers the envelope: message 新增成功 on success; failures were already toasted by the client. */
export function addAddress(request: AddAddressRequest): Promise<ApiEnvelope<Address | null>> {
  return apiRequest<Address | null>('AddAddress', { body: request });
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: async (answer) => {
      if (answer.code === 0) await queryClient.invalidateQueries({ queryKey: personalCentreKeys.addresses() });
    },
  });
}
