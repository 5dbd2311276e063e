import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersKeys } from '@/lib/query-keys';
import { ErrorCode, type AddExpressQuery } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';
import { notifier } from '@/lib/notifier';

/** Saves the courier number; the server clears the order's express flag, so the button disappears on reload. */
export async function addExpress(query: AddExpressQuery): Promise<boolean> {
  const envelope = await apiRequest<unknown>('addexpress', { query: { ...query } });
  if (envelope.code !== ErrorCode.Success) return false;
  notifier.success(envelope.message && envelope.message !== '成功' ? envelope.message : '修改成功');
  return true;
}

export function useAddExpress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addExpress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
