import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalCentreKeys } from '@/lib/query-keys';
import type { Address, ApiEnvelope, UpdateAddressRequest } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';

/** Answers the envelope: message 修改成功 on success. Unticking the default is ignored by the server. */
export function updateAddress(request: UpdateAddressRequest): Promise<ApiEnvelope<Address | null>> {
  return apiRequest<Address | null>('UpdateAddress', { body: request });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: async (answer) => {
      if (answer.code === 0) await queryClient.invalidateQueries({ queryKey: personalCentreKeys.addresses() });
    },
  });
}
