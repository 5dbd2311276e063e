import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys, cartKeys, ordersKeys } from '@/lib/query-keys';
import {
  ErrorCode,
  PAY_ORDER_SERVICE_MSG,
  type PayOrderRefusal,
  type PayOrderRequest,
  type PayOrderResponse,
} from '@seqportal/contract';
import { ApiTransportError, apiRequest } from '@/lib/api-client';
import { failureMessage, isAnnouncedByClient } from '@/lib/api-failure';
import { idempotencyHeaders } from '@/lib/idempotency';
import { notifier } from '@/lib/notifier';

export type PayOrderOutcome =
  | { kind: 'placed'; result: PayOrderResponse }
  | { kind: 'customer-service' }
  | { kind: 'credit-insufficient' }
  | { kind: 'settings-missing' }
  | { kind: 'failed' };

export interface PayOrderCall {
  request: PayOrderRequest;
  idempotencyKey: string;
}

/**
 * Places the order (PayOrder). Silent, because three answers lead somewhere instead of to a toast: 185 opens the
 * insufficient-credit confirmation, 182 the /buy_error layer, msg 客服 the customer-service page. Any other
 * failure shows its message and the caller stops its loading state.
 */
export async function payOrder({ request, idempotencyKey }: PayOrderCall): Promise<PayOrderOutcome> {
  let envelope;
  try {
    envelope = await apiRequest<PayOrderResponse | PayOrderRefusal | null>('PayOrder', {
      body: request,
      silent: true,
      headers: idempotencyHeaders(idempotencyKey),
    });
  } catch (error) {
    notifier.toast(error instanceof ApiTransportError ? error.message : '下单失败，请稍后重试');
    return { kind: 'failed' };
  }
  // A refusal only customer service can resolve carries msg 客服 (in the body; older servers put it in message).
  const msg = envelope.body && typeof envelope.body === 'object' ? envelope.body.msg : undefined;
  if (msg === PAY_ORDER_SERVICE_MSG || envelope.message === PAY_ORDER_SERVICE_MSG) return { kind: 'customer-service' };
  if (envelope.code === ErrorCode.CreditInsufficient) return { kind: 'credit-insufficient' };
  if (envelope.code === ErrorCode.OrderSettingsMissing) return { kind: 'settings-missing' };
  if (envelope.code !== ErrorCode.Success || !envelope.body) {
    if (!isAnnouncedByClient(envelope.code)) notifier.toast(failureMessage(envelope, '下单失败，请稍后重试'));
    return { kind: 'failed' };
  }
  // Code 0 answers the success-page fields; refusals (PayOrderRefusal) only come with a non-zero code.
  return { kind: 'placed', result: envelope.body as PayOrderResponse };
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    onSuccess: async (outcome) => {
      if (outcome.kind !== 'placed') return;
      // The order moved to 待收样 and the credit changed: lists, details and the member's balance are stale.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]);
    },
  });
}
