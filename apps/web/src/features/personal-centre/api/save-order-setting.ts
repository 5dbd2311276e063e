import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalCentreKeys } from '@/lib/query-keys';
import type { ApiEnvelope, SaveOrderSettingRequest } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * Answers the envelope: message 修改成功. The masked secret goes back unchanged when it was not retyped, and
 * isChange false makes the server keep the stored delivery fields.
 */
export function saveOrderSetting(request: SaveOrderSettingRequest): Promise<ApiEnvelope<null>> {
  return apiRequest<null>('SaveOrderSetting', { body: request });
}

export function useSaveOrderSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrderSetting,
    onSuccess: async (answer) => {
      if (answer.code === 0) await queryClient.invalidateQueries({ queryKey: personalCentreKeys.orderSetting() });
    },
  });
}
