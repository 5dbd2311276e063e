import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@/lib/query-keys';
import {
  CartType,
  ErrorCode,
  ORDER_CREATE_TYPE,
  type PropertyTypeValue,
  type SubmitOrderRequest,
} from '@seqportal/contract';
import { newIdempotencyKey } from '@/lib/idempotency';
import { notifier } from '@/lib/notifier';
import { submitOrder } from '@/lib/submit-order';
import { addShoppingCart } from './add-shopping-cart';
import { ORDER_COMING_SOON, runPurchaseCall } from './purchase-calls';

export interface BuyNowRequest {
  skuId: number;
  qty: number;
  propertyType: PropertyTypeValue;
  contractId?: number;
}

export type BuyNowResult = { kind: 'ordered'; orderNo: string } | { kind: 'settings-missing' } | { kind: 'stopped' };

/** Buy now (spec part 1 section 4): add with cartType 2, then create the order; the page then goes to /generate_order. */
export async function buyNow(request: BuyNowRequest): Promise<BuyNowResult> {
  const staged = await addShoppingCart({
    skuId: request.skuId,
    cartType: CartType.BuyNow,
    propertyType: request.propertyType,
    qty: request.qty,
  });
  if (staged.kind !== 'ok') return { kind: 'stopped' };

  const order: SubmitOrderRequest = {
    type: ORDER_CREATE_TYPE,
    propertyType: request.propertyType,
    skuList: [{ skuId: request.skuId, count: request.qty }],
    contractId: request.contractId,
  };
  // A key per purchase: the same order resent (a retry after a timeout) is answered once by the server.
  const created = await runPurchaseCall(() => submitOrder(order, newIdempotencyKey()));
  if (created.kind === 'missing') {
    notifier.toast(ORDER_COMING_SOON, { severity: 'info' });
    return { kind: 'stopped' };
  }
  if (created.kind === 'failed') {
    return created.code === ErrorCode.OrderSettingsMissing ? { kind: 'settings-missing' } : { kind: 'stopped' };
  }
  const orderNo = created.body?.orderNo;
  if (!orderNo) {
    notifier.toast('订单创建失败，请稍后重试');
    return { kind: 'stopped' };
  }
  return { kind: 'ordered', orderNo };
}

export function useBuyNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyNow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
