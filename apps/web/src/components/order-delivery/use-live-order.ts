import { useQueryClient } from '@tanstack/react-query';
import { orderDeliveryKeys } from '@/lib/query-keys';
import { useCallback } from 'react';
import { useSession } from '@/lib/auth';
import { useOrderEvents, type OrderEventsStatus, type OrderStreamMessage } from '@/lib/order-events';

/**
 * Follows one order live for a customer page: opens the order's event stream while mounted, reloads every shared
 * order-delivery query of the order (progress strip, delivery panel, download layers) on each message, and hands
 * the message on so the page can reload its own queries too. `orderNo` empty (or a visitor): no stream.
 *
 * Usage on a page with its own queries:
 *   const live = useLiveOrder(orderNo, () => void queryClient.invalidateQueries({ queryKey: ordersKeys.details() }));
 */
export function useLiveOrder(orderNo: string, onMessage?: (message: OrderStreamMessage) => void): OrderEventsStatus {
  const { user } = useSession();
  const memberId = user?.id ?? null;
  const queryClient = useQueryClient();
  const handle = useCallback(
    (message: OrderStreamMessage) => {
      void queryClient.invalidateQueries({ queryKey: orderDeliveryKeys.order(memberId, orderNo) });
      onMessage?.(message);
    },
    [queryClient, memberId, orderNo, onMessage],
  );
  return useOrderEvents(memberId !== null && orderNo !== '' ? orderNo : null, handle);
}
