import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labKeys } from '@/lib/query-keys';
import type { LabActionResponse } from '@seqportal/contract';

/**
 * Every lab action answers the order as it is afterwards; putting that straight into the cache updates the
 * screen without a second request and keeps the buttons in step with the server.
 */
export function useLabAction<TRequest>(action: (request: TRequest) => Promise<LabActionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (answer) => queryClient.setQueryData(labKeys.order(answer.order.orderNo), answer.order),
  });
}
