import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@/lib/query-keys';
import {
  CART_CHECKOUT_ORDER_ADDRESS,
  CartType,
  ErrorCode,
  ORDER_CREATE_TYPE,
  PropertyType,
  type ShoppingCartBuyListResponse,
  type SubmitOrderRequest,
} from '@seqportal/contract';
import { ApiTransportError, apiRequest } from '@/lib/api-client';
import { failureMessage, isAnnouncedByClient } from '@/lib/api-failure';
import { newIdempotencyKey } from '@/lib/idempotency';
import { submitOrder } from '@/lib/submit-order';
import { notifier } from '@/lib/notifier';

export type CheckoutResult =
  { kind: 'ordered'; orderNo: string; skuIds: number[] } | { kind: 'settings-missing' } | { kind: 'stopped' };

export const NOTHING_SELECTED_TEXT = '请选择要结算的商品';

/**
 * Cart checkout (spec part 1 section 4): pre-checkout with ShoppingCartBuyList, which answers the ticked items
 * as the server sees them, then SubmitOrder with those items and the fixed order-address placeholders. A
 * non-zero answer shows the server's message and the customer stays; 182 leads to /buy_error (the caller).
 */
export async function checkoutCart(): Promise<CheckoutResult> {
  const buyList = await apiRequest<ShoppingCartBuyListResponse | null>('ShoppingCartBuyList', {
    query: { buyType: CartType.Cart, propertyType: PropertyType.SampleSheet },
  });
  if (buyList.code !== ErrorCode.Success) return { kind: 'stopped' };
  const items = (buyList.body?.list ?? []).flatMap((group) => group.cart);
  if (items.length === 0) {
    notifier.toast(NOTHING_SELECTED_TEXT, { severity: 'warning' });
    return { kind: 'stopped' };
  }

  const order: SubmitOrderRequest = {
    type: ORDER_CREATE_TYPE,
    propertyType: PropertyType.SampleSheet,
    orderAdress: { ...CART_CHECKOUT_ORDER_ADDRESS },
    skuList: items.map((item) => ({ skuId: item.skuid, count: item.qty })),
  };
  // 182 must open its layer instead of a toast, so this call is silent and toasts other failures itself.
  let created;
  try {
    created = await submitOrder(order, newIdempotencyKey());
  } catch (error) {
    notifier.toast(error instanceof ApiTransportError ? error.message : '订单创建失败，请稍后重试');
    return { kind: 'stopped' };
  }
  if (created.code === ErrorCode.OrderSettingsMissing) return { kind: 'settings-missing' };
  if (created.code !== ErrorCode.Success) {
    if (!isAnnouncedByClient(created.code)) notifier.toast(failureMessage(created, '订单创建失败，请稍后重试'));
    return { kind: 'stopped' };
  }
  const orderNo = created.body?.orderNo;
  if (!orderNo) {
    notifier.toast('订单创建失败，请稍后重试');
    return { kind: 'stopped' };
  }
  return { kind: 'ordered', orderNo, skuIds: items.map((item) => item.skuid) };
}

export function useCheckoutCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkoutCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
