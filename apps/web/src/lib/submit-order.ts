import { type ApiEnvelope, type PlaceOrderResponse, type SubmitOrderRequest } from '@seqportal/contract';
import { routeRequest } from './api-client';
import { idempotencyHeaders } from './idempotency';

/**
 * The one SubmitOrder call of the web app (cart checkout, buy now, a sample sheet, a contract sheet). It always
 * sends an Idempotency-Key (DESIGN.md section 2), so a retried click or a resent request never creates a second
 * order: the caller keeps the key for as long as it may resend the same order. Silent by default, since every
 * caller shows 182 (order settings missing) and sample collisions on screens of its own; a transport failure
 * rejects with the client's ApiTransportError.
 */
export function submitOrder(
  body: SubmitOrderRequest,
  idempotencyKey: string,
  options: { silent?: boolean } = {},
): Promise<ApiEnvelope<Partial<PlaceOrderResponse> | null>> {
  return routeRequest('SubmitOrder', {
    body,
    silent: options.silent ?? true,
    headers: idempotencyHeaders(idempotencyKey),
  });
}
