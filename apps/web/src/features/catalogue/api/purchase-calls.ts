import { ErrorCode, isLoginInvalidCode, type ApiEnvelope, type RouteKey } from '@seqportal/contract';
import { ApiTransportError, apiRequest } from '@/lib/api-client';
import { notifier } from '@/lib/notifier';

/** Shown while the sample box or ordering API is not deployed yet (the route answers HTTP 404). */
export const CART_COMING_SOON = '样本箱功能即将开放';
export const ORDER_COMING_SOON = '在线下单功能即将开放';

export type CallResult<T> = { kind: 'ok'; body: T } | { kind: 'missing' } | { kind: 'failed'; code: number };

// The API client already answers these codes with a dialog or toast of their own, even for silent calls.
function alreadyAnnounced(code: number): boolean {
  return (
    isLoginInvalidCode(code) ||
    code === ErrorCode.ServerError ||
    code === ErrorCode.OutOfContract ||
    code === ErrorCode.Silent
  );
}

function failureText(envelope: ApiEnvelope<unknown>): string {
  if (typeof envelope.body === 'string' && envelope.body.trim() !== '') return envelope.body;
  return envelope.message || '操作失败';
}

/**
 * Calls a purchase endpoint quietly so that a missing route (HTTP 404 while the cart or order module is not
 * deployed) can be told apart from a real failure: the former becomes a calm "coming soon" notice instead of
 * the client's generic 接口地址错误, the latter is toasted here with the server's message.
 */
export function callPurchaseEndpoint<T>(key: RouteKey, body: unknown): Promise<CallResult<T>> {
  return runPurchaseCall(() => apiRequest<T>(key, { body, silent: true }));
}

/** callPurchaseEndpoint for a call made by a shared helper (SubmitOrder through lib/submit-order), silent too. */
export async function runPurchaseCall<T>(call: () => Promise<ApiEnvelope<T>>): Promise<CallResult<T>> {
  let envelope: ApiEnvelope<T>;
  try {
    envelope = await call();
  } catch (error) {
    if (error instanceof ApiTransportError && error.status === 404) return { kind: 'missing' };
    notifier.toast(error instanceof Error ? error.message : '操作失败');
    return { kind: 'failed', code: -1 };
  }
  if (envelope.code !== ErrorCode.Success) {
    // 182 (order settings missing) leads to its own layer; the caller handles it.
    if (!alreadyAnnounced(envelope.code) && envelope.code !== ErrorCode.OrderSettingsMissing) {
      notifier.toast(failureText(envelope));
    }
    return { kind: 'failed', code: envelope.code };
  }
  return { kind: 'ok', body: envelope.body };
}
