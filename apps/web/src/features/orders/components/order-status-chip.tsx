import Chip from '@mui/material/Chip';
import { ORDER_STATUS_LABELS, OrderStatus, isOrderStatus, type OrderStatusRef } from '@seqportal/contract';

const STATUS_COLORS: Record<number, 'warning' | 'info' | 'primary' | 'success' | 'default'> = {
  [OrderStatus.PendingPayment]: 'warning',
  [OrderStatus.AwaitingSamples]: 'info',
  [OrderStatus.SamplesReceived]: 'primary',
  [OrderStatus.Completed]: 'success',
  [OrderStatus.Cancelled]: 'default',
};

/** The order's status as a badge; cancelled orders read 已取消 in grey. */
export function OrderStatusChip({ status }: { status: OrderStatusRef }) {
  const label = status.name || (isOrderStatus(status.id) ? ORDER_STATUS_LABELS[status.id] : '');
  return (
    <Chip
      size="small"
      label={label}
      color={STATUS_COLORS[status.id] ?? 'default'}
      variant={status.id === OrderStatus.Cancelled ? 'outlined' : 'filled'}
      data-testid="order-status"
    />
  );
}
