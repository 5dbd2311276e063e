import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tooltip from '@mui/material/Tooltip';
import { OrderStatus, type LabOrderView } from '@seqportal/contract';
import { useState } from 'react';
import { useCompleteOrder } from '../api/complete-order';
import { staffErrorText } from '../lib/staff-api';

export interface CompleteOrderButtonProps {
  order: LabOrderView;
  onDone: (message: string, ok: boolean) => void;
}

/** Completes the order (3 → 4) after a confirmation: the customer is told, and it cannot be undone here. */
export function CompleteOrderButton({ order, onDone }: CompleteOrderButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const complete = useCompleteOrder();
  const done = order.status.id === OrderStatus.Completed;
  const reason = done ? '订单已完成' : order.canComplete ? '' : '须全部收样并至少交付一个数据文件后才能完成订单';

  const confirm = (): void => {
    complete.mutate(
      { orderNo: order.orderNo },
      {
        onSuccess: () => onDone(`订单 ${order.orderNo} 已完成`, true),
        onError: (error) => onDone(staffErrorText(error), false),
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <>
      <Tooltip title={reason} disableHoverListener={reason === ''}>
        <span>
          <Button
            variant="contained"
            color="success"
            size="large"
            disabled={!order.canComplete || done}
            onClick={() => setConfirming(true)}
            data-testid="complete-order"
          >
            {done ? '订单已完成' : '完成订单'}
          </Button>
        </span>
      </Tooltip>
      <Dialog open={confirming} onClose={complete.isPending ? undefined : () => setConfirming(false)}>
        <DialogTitle>完成订单</DialogTitle>
        <DialogContent>
          确认完成订单 {order.orderNo}？已交付 {order.deliveryFiles.length} 个文件，客户将收到完成通知。
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={complete.isPending}>
            取消
          </Button>
          <Button
            variant="contained"
            color="success"
            onClick={confirm}
            disabled={complete.isPending}
            data-testid="complete-order-confirm"
          >
            {complete.isPending ? '提交中…' : '确认完成'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
