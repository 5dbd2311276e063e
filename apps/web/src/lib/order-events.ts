import {
  ErrorCode,
  OrderLiveEventType,
  type OrderEventsTicketResponse,
  type OrderLiveEvent,
  type OrderLiveEventTypeValue,
} from '@seqportal/contract';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from './api-client';

/**
 * Live order events for customer pages (order detail, sample detail, data delivery). The stream is
 * Server-Sent Events: EventSource cannot send the Authorization header, so each connection first trades the
 * customer's token for a one-time ticket (OrderEventsTicket) and opens the stream with it. Because the ticket
 * is spent on first use, EventSource's own reconnect (same URL) can never succeed: every drop closes the
 * EventSource and this module reconnects with a fresh ticket, backing off while the server is unreachable.
 */
export type OrderEventsStatus = 'connecting' | 'live' | 'offline';

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

export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

function parseData(event: MessageEvent<unknown>): unknown {
  try {
    return typeof event.data === 'string' ? (JSON.parse(event.data) as unknown) : null;
  } catch {
    return null;
  }
}

async function fetchStreamUrl(orderNo: string): Promise<string | 'signed-out' | null> {
  try {
    const answer = await apiRequest<OrderEventsTicketResponse>('OrderEventsTicket', { silent: true });
    if (
      answer.code === ErrorCode.NoToken ||
      answer.code === ErrorCode.TokenExpired ||
      answer.code === ErrorCode.TokenInvalid
    ) {
      return 'signed-out';
    }
    if (answer.code !== ErrorCode.Success || !answer.body?.url) return null;
    const separator = answer.body.url.includes('?') ? '&' : '?';
    return `${answer.body.url}${separator}orderNo=${encodeURIComponent(orderNo)}`;
  } catch {
    return null;
  }
}

/** Opens the live stream of one order; answers the function that closes it for good. */
export function openOrderEvents(orderNo: string, handlers: OrderEventsHandlers): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay = RECONNECT_MIN_MS;
  let disposed = false;

  const setStatus = (status: OrderEventsStatus): void => {
    if (!disposed) handlers.onStatus?.(status);
  };

  const closeSource = (): void => {
    source?.close();
    source = null;
  };

  const scheduleReconnect = (wait: number): void => {
    if (disposed || timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
  };

  const connect = async (): Promise<void> => {
    if (disposed) return;
    setStatus('connecting');
    const url = await fetchStreamUrl(orderNo);
    if (disposed) return;
    if (url === 'signed-out') {
      // The API client has already shown the login dialog; retrying would only repeat it.
      setStatus('offline');
      return;
    }
    if (url === null) {
      setStatus('offline');
      scheduleReconnect(delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      return;
    }
    const next = new EventSource(url);
    source = next;
    next.addEventListener(OrderLiveEventType.Ready, () => {
      delay = RECONNECT_MIN_MS;
      setStatus('live');
      handlers.onMessage({ type: OrderLiveEventType.Ready, orderNo });
    });
    for (const type of FORWARDED_TYPES) {
      next.addEventListener(type, (event) => {
        const data = parseData(event as MessageEvent<unknown>);
        if (typeof data === 'object' && data !== null)
          handlers.onMessage({ ...(data as OrderLiveEvent), type } as OrderLiveEvent);
      });
    }
    // The server ends a stream after the token lifetime: reconnect at once with a new ticket (and a valid token).
    next.addEventListener(OrderLiveEventType.Expired, () => {
      closeSource();
      scheduleReconnect(0);
    });
    next.addEventListener('error', () => {
      if (source !== next) return;
      closeSource();
      setStatus('offline');
      scheduleReconnect(delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    });
  };

  void connect();
  return () => {
    disposed = true;
    if (timer !== null) clearTimeout(timer);
    closeSource();
  };
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
