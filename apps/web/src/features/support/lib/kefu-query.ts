import { SUPPORT_CONTEXTS, type StartConversationRequest, type SupportContextValue } from '@seqportal/contract';

export { externalChatUrl } from '@/lib/external-chat';

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
