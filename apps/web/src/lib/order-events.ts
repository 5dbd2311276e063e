import {
  ErrorCode,
  OrderLiveEventType,
  type OrderEventsTicketResponse,
  type OrderLiveEvent,
  type OrderLiveEventTypeValue,
} from '@seqportal/contract';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from './api-client';
import { openTicketStream, type TicketStreamStatus } from './ticket-stream';

/**
 * Live order events for customer pages (order detail, sample detail, data delivery): a ticket stream (see
 * ticket-stream.ts) whose ticket comes from OrderEventsTicket, scoped to one order.
 */
export type OrderEventsStatus = TicketStreamStatus;

export type OrderStreamMessage = OrderLiveEvent | { type: typeof OrderLiveEventType.Ready; orderNo: string | null };

export interface OrderEventsHandlers {
  /** Every message, `ready` included: on `ready` reload what the page shows, since events before it were missed. */
  onMessage: (message: OrderStreamMessage) => void;
  onStatus?: (status: OrderEventsStatus) => void;
}

const FORWARDED_TYPES: readonly OrderLiveEventTypeValue[] = [
  OrderLiveEventType.SampleProgress,
  OrderLiveEventType.OrderStatus,
  OrderLiveEventType.DeliveryFiles,
  OrderLiveEventType.Express,
];

async function fetchStreamUrl(orderNo: string): Promise<string | 'signed-out' | null> {
  const answer = await apiRequest<OrderEventsTicketResponse>('OrderEventsTicket', { silent: true });
  if (
    answer.code === ErrorCode.NoToken ||
    answer.code === ErrorCode.TokenExpired ||
    answer.code === ErrorCode.TokenInvalid
  ) {
    // The API client has already shown the login dialog; retrying would only repeat it.
    return 'signed-out';
  }
  if (answer.code !== ErrorCode.Success || !answer.body?.url) return null;
  const separator = answer.body.url.includes('?') ? '&' : '?';
  return `${answer.body.url}${separator}orderNo=${encodeURIComponent(orderNo)}`;
}

/**
 * Opens the live stream of one order; answers the function that closes it for good. Reconnecting (fresh ticket,
 * backoff, `expired`) is the shared ticket stream's, the same the support chat uses.
 */
export function openOrderEvents(orderNo: string, handlers: OrderEventsHandlers): () => void {
  return openTicketStream({
    fetchUrl: () => fetchStreamUrl(orderNo),
    events: FORWARDED_TYPES,
    onStatus: handlers.onStatus,
    onMessage: (type, data) => {
      if (type === OrderLiveEventType.Ready) {
        handlers.onMessage({ type: OrderLiveEventType.Ready, orderNo });
        return;
      }
      if (typeof data === 'object' && data !== null) {
        handlers.onMessage({ ...(data as OrderLiveEvent), type } as OrderLiveEvent);
      }
    },
  });
}

/**
 * Keeps a live stream open for `orderNo` while the component is mounted (null: none). `onMessage` may change
 * between renders without reopening the stream. Answers the connection state for a "实时" indicator.
 */
export function useOrderEvents(
  orderNo: string | null,
  onMessage: (message: OrderStreamMessage) => void,
): OrderEventsStatus {
  const [status, setStatus] = useState<OrderEventsStatus>('connecting');
  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    if (!orderNo || typeof EventSource === 'undefined') return undefined;
    return openOrderEvents(orderNo, {
      onMessage: (message) => onMessageRef.current(message),
      onStatus: setStatus,
    });
  }, [orderNo]);

  return status;
}
