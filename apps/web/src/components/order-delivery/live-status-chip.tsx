import Box from '@mui/material/Box';
import type { OrderEventsStatus } from '@/lib/order-events';

const STATUS_TEXT: Record<OrderEventsStatus, string> = {
  connecting: '连接中',
  live: '实时更新',
  offline: '连接中断，正在重连',
};

const STATUS_COLOR: Record<OrderEventsStatus, string> = {
  connecting: '#f0a020',
  live: '#18a058',
  offline: '#d03050',
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
          bgcolor: STATUS_COLOR[status],
          boxShadow: status === 'live' ? `0 0 0 3px ${STATUS_COLOR.live}33` : 'none',
        }}
      />
      {STATUS_TEXT[status]}
    </Box>
  );
}
