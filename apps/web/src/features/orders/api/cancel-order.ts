import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersKeys } from '@/lib/query-keys';
import { ErrorCode, type CancelOrderQuery } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';
import { notifier } from '@/lib/notifier';

export const CANCEL_SUCCESS_TEXT = '取消成功';

/** Only a pending-payment order can be cancelled; the server answers any other with its own message (toasted). */
export async function cancelOrder(query: CancelOrderQuery): Promise<boolean> {
  const envelope = await apiRequest<unknown>('CancelOrder', { query: { ...query } });
  if (envelope.code !== ErrorCode.Success) return false;
  notifier.success(CANCEL_SUCCESS_TEXT);
  return true;
}

/** A successful cancel reloads the list (spec part 1 section 4). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
