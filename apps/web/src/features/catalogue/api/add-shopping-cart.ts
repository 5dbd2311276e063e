import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@/lib/query-keys';
import type { AddToCartRequest, AddToCartResponse } from '@seqportal/contract';
import { notifier } from '@/lib/notifier';
import { CART_COMING_SOON, callPurchaseEndpoint, type CallResult } from './purchase-calls';

/** Adds to the sample box (cartType 1) or stages a buy-now item (cartType 2). */
export async function addShoppingCart(request: AddToCartRequest): Promise<CallResult<AddToCartResponse | null>> {
  const result = await callPurchaseEndpoint<AddToCartResponse | null>('AddShoppingCart', request);
  if (result.kind === 'missing') notifier.toast(CART_COMING_SOON, { severity: 'info' });
  if (result.kind === 'ok' && result.body?.postOk === false) {
    notifier.toast('加入样本箱失败，请稍后重试');
    return { kind: 'failed', code: -1 };
  }
  return result;
}

export function useAddShoppingCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addShoppingCart,
    onSuccess: async (result, request) => {
      if (result.kind !== 'ok') return;
      if (request.cartType === 1) notifier.success('添加成功');
      // The header badge counts the box; its key starts with 'cart' (shell feature).
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
