import { useQuery, useQueryClient } from '@tanstack/react-query';
import { supportKeys } from '@/lib/query-keys';
import {
  ErrorCode,
  SupportLiveEventType,
  type SupportEventsTicketResponse,
  type SupportLiveEvent,
  type SupportUnreadResponse,
} from '@seqportal/contract';
import { useEffect, useRef } from 'react';
import { apiData, apiRequest } from './api-client';
import { useToken } from './auth';
import { openTicketStream } from './ticket-stream';

/**
 * The customer's live support chat: one stream per page, shared by everything that listens (the floating 客服
 * button's unread badge, /kefu), opened while anyone listens and closed after the last one leaves.
 */
export type SupportListener = (event: SupportLiveEvent | { type: 'ready' }) => void;

const listeners = new Set<SupportListener>();
let close: (() => void) | null = null;

const LOGIN_CODES: readonly number[] = [ErrorCode.NoToken, ErrorCode.TokenExpired, ErrorCode.TokenInvalid];

async function fetchUrl(): Promise<string | 'signed-out' | null> {
  const answer = await apiRequest<SupportEventsTicketResponse>('SupportEventsTicket', {
    silent: true,
    background: true,
  });
  if (LOGIN_CODES.includes(answer.code)) return 'signed-out';
  return answer.code === ErrorCode.Success && answer.body?.url ? answer.body.url : null;
}

export function subscribeSupportEvents(listener: SupportListener): () => void {
  listeners.add(listener);
  if (!close && typeof EventSource !== 'undefined') {
    close = openTicketStream({
      fetchUrl,
      events: [SupportLiveEventType.Message, SupportLiveEventType.Read, SupportLiveEventType.Conversation],
      onMessage: (type, data) => {
        const event = (type === 'ready' ? { type } : data) as SupportLiveEvent | { type: 'ready' };
        if (!event || typeof event !== 'object') return;
        for (const each of [...listeners]) each(event);
      },
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && close) {
      close();
      close = null;
    }
  };
}

/** Listens to the customer's support events while mounted and signed in; `onEvent` may change freely. */
export function useSupportEvents(onEvent: SupportListener, enabled = true): void {
  const ref = useRef(onEvent);
  useEffect(() => {
    ref.current = onEvent;
  }, [onEvent]);
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribeSupportEvents((event) => ref.current(event));
  }, [enabled]);
}

/** The server's unread count of support replies (the badge on the floating 客服 button), kept live. */
export function useSupportUnread(): number {
  const token = useToken();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: supportKeys.unread(),
    queryFn: ({ signal }) =>
      apiData<SupportUnreadResponse>('GetUnreadCount', { signal, silent: true, background: true }),
    enabled: token !== null,
    staleTime: 60_000,
  });
  useSupportEvents((event) => {
    if (event.type === 'ready' || event.type === 'message' || event.type === 'read') {
      void queryClient.invalidateQueries({ queryKey: supportKeys.unread() });
    }
  }, token !== null);
  return token !== null ? (query.data?.count ?? 0) : 0;
}
