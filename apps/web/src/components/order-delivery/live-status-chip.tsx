import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { OrderEventsStatus } from '@/lib/order-events';

const STATUS_TEXT: Record<OrderEventsStatus, string> = {
  connecting: '连接中',
  live: '实时更新',
  offline: '连接中断，正在重连',
};

/** A dot and a word telling the customer whether the page follows the lab live. */
export function LiveStatusChip({ status }: { status: OrderEventsStatus }) {
  return (
    <Box
      data-testid="live-status"
      data-status={status}
      role="status"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: 12, color: 'text.secondary' }}
    >
      <Box
        component="span"
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: `liveStatus.${status}`,
          boxShadow: (theme) => (status === 'live' ? `0 0 0 3px ${alpha(theme.palette.liveStatus.live, 0.2)}` : 'none'),
        }}
      />
      {STATUS_TEXT[status]}
    </Box>
  );
}
