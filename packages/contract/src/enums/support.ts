/** Where the customer started a support conversation from; it decides what the conversation carries. */
export const SupportContext = {
  /** A product outside the customer's contract (code 184), or a custom-made product. */
  Product: 'product',
  /** An order: refund, PayOrder's 客服 answer, the order detail. */
  Order: 'order',
  /** Data delivery: 下载遇到问题？联系客服. */
  Delivery: 'delivery',
  General: 'general',
} as const;
export type SupportContextValue = (typeof SupportContext)[keyof typeof SupportContext];
export const SUPPORT_CONTEXTS: readonly SupportContextValue[] = Object.values(SupportContext);
export const SUPPORT_CONTEXT_LABELS: Record<SupportContextValue, string> = {
  product: '产品咨询',
  order: '订单咨询',
  delivery: '数据交付',
  general: '一般咨询',
};

export const SupportConversationStatus = { Open: 'open', Closed: 'closed' } as const;
export type SupportConversationStatusValue = (typeof SupportConversationStatus)[keyof typeof SupportConversationStatus];

/** Who wrote a message. `note` is an internal staff note, never shown to the customer. */
export const SupportMessageKind = {
  Customer: 'customer',
  Staff: 'staff',
  Note: 'note',
  /** Written by the system, e.g. "客服不在线" with the expected answer time. */
  System: 'system',
} as const;
export type SupportMessageKindValue = (typeof SupportMessageKind)[keyof typeof SupportMessageKind];

/** The SSE `event:` names of the support streams (customer and staff). */
export const SupportLiveEventType = {
  Ready: 'ready',
  Message: 'message',
  Read: 'read',
  Conversation: 'conversation',
  Expired: 'expired',
} as const;
export type SupportLiveEventTypeValue = (typeof SupportLiveEventType)[keyof typeof SupportLiveEventType];

/** Abuse limits of the chat, shared by the API (enforced) and the web (shown before sending). */
export const SUPPORT_LIMITS = {
  textMaxLength: 2000,
  attachmentMaxBytes: 10 * 1024 * 1024,
  /** Messages one side may send in one conversation per minute. */
  messagesPerMinute: 12,
  attachmentTypes: ['image/jpeg', 'image/png', 'application/pdf'] as readonly string[],
} as const;
