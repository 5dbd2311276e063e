import { ErrorCode, type RouteKey } from '@seqportal/contract';
import { ApiCodeError, apiRequest } from '@/lib/api-client';
import { failureMessage, isAnnouncedByClient } from '@/lib/api-failure';
import { notifier } from '@/lib/notifier';

/**
 * One print document's data. An order that does not exist, or is another customer's, answers 404: the page
 * shows 订单不存在 for that (null here) rather than a toast. Other failures are toasted and rethrown so the
 * page can offer a retry.
 */
export async function fetchPrintData<T>(key: RouteKey, orderNo: string, signal?: AbortSignal): Promise<T | null> {
  const envelope = await apiRequest<T | null>(key, { query: { orderNo }, silent: true, signal });
  if (envelope.code === ErrorCode.NotFound) return null;
  if (envelope.code !== ErrorCode.Success) {
    if (!isAnnouncedByClient(envelope.code)) notifier.toast(failureMessage(envelope));
    throw new ApiCodeError(envelope);
  }
  return envelope.body;
}
