import { SUPPORT_CONTEXTS, type StartConversationRequest, type SupportContextValue } from '@seqportal/contract';

/** An external chat address (`?url=`): only http(s), never javascript: or data:. */
export function externalChatUrl(search: URLSearchParams): string | null {
  const raw = search.get('url')?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What /kefu was opened about (`?context=order&orderNo=…`); null when opened without a context. */
export function startRequestOf(search: URLSearchParams): StartConversationRequest | null {
  const context = search.get('context') as SupportContextValue | null;
  if (!context || !SUPPORT_CONTEXTS.includes(context)) return null;
  const request: StartConversationRequest = { context };
  const orderNo = search.get('orderNo')?.trim();
  if (orderNo) request.orderNo = orderNo;
  const sampleId = Number(search.get('sampleId'));
  if (Number.isInteger(sampleId) && sampleId > 0) request.sampleId = sampleId;
  const productId = Number(search.get('productId'));
  if (Number.isInteger(productId) && productId > 0) request.productId = productId;
  return request;
}
