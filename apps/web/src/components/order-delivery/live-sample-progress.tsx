import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSession } from '@/lib/auth';
import type { OrderStreamMessage } from '@/lib/order-events';
import { describeLiveEvent } from './live-event-text';
import { LiveStatusChip } from './live-status-chip';
import { orderScheduleQueryOptions } from './order-delivery-api';
import { PanelTitle } from './panel-title';
import { ProgressStrip, toStripSteps } from './progress-strip';
import { useLiveOrder } from './use-live-order';

export interface LiveSampleProgressProps {
  orderNo: string;
  /**
   * Every live message of this order (`ready` included), so that the page around can refresh its own data too,
   * e.g. `() => queryClient.invalidateQueries({ queryKey: ordersKeys.all })` for the order status.
   */
  onMessage?: (message: OrderStreamMessage) => void;
  title?: string;
}

/**
 * The order's sample progress strip (spec part 1 section 4: 已寄出 → 测序完成), following the lab live: each step
 * recorded in the lab reaches the open page through the order's event stream and the strip reloads, without a
 * page reload. Every piece of shared order-delivery data on the page (e.g. DataDeliveryPanel) reloads with it.
 */
export function LiveSampleProgress({ orderNo, onMessage, title = '样本进度' }: LiveSampleProgressProps) {
  const { user } = useSession();
  const memberId = user?.id ?? null;
  const schedule = useQuery(orderScheduleQueryOptions(memberId, orderNo));
  const [latest, setLatest] = useState<string | null>(null);

  const handleMessage = useCallback(
    (message: OrderStreamMessage) => {
      const text = describeLiveEvent(message);
      if (text) setLatest(text);
      onMessage?.(message);
    },
    [onMessage],
  );
  const status = useLiveOrder(orderNo, handleMessage);

  return (
    <Paper variant="outlined" data-testid="live-progress" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, mb: 2 }}>
      <PanelTitle
        title={
          <>
            {title}
            {schedule.data && schedule.data.totalNum > 0 && (
              <Box component="span" sx={{ ml: 1, fontSize: 13, fontWeight: 400, color: 'text.secondary' }}>
                共 {schedule.data.totalNum} 个样本
              </Box>
            )}
          </>
        }
        extra={<LiveStatusChip status={status} />}
      />
      {schedule.isPending && memberId !== null ? (
        <Skeleton variant="rounded" height={80} />
      ) : (
        <ProgressStrip steps={toStripSteps(schedule.data?.list ?? [])} />
      )}
      {latest && (
        <Box
          data-testid="live-latest"
          aria-live="polite"
          sx={{
            mt: 2,
            px: 1.5,
            py: 1,
            fontSize: 13,
            borderRadius: 1,
            bgcolor: (theme) => alpha(theme.palette.brand.teal, 0.08),
            color: 'secondary.dark',
          }}
        >
          最新动态：{latest}
        </Box>
      )}
    </Paper>
  );
}
