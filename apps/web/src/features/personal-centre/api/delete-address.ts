import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalCentreKeys } from '@/lib/query-keys';
import type { ApiEnvelope, DeleteAddressRequest } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';

/** Answers the envelope: message 删除成功; deleting the default promotes the oldest remaining address. */
export function deleteAddress(request: DeleteAddressRequest): Promise<ApiEnvelope<null>> {
  return apiRequest<null>('DeleteAddress', { body: request });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: async (answer) => {
      if (answer.code === 0) await queryClient.invalidateQueries({ queryKey: personalCentreKeys.addresses() });
    },
  });
}
