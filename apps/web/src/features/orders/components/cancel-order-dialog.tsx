import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Order } from '@seqportal/contract';

export interface CancelOrderDialogProps {
  order: Order | null;
  cancelling: boolean;
  onClose: () => void;
  onConfirm: (order: Order) => void;
}

/** Cancelling cannot be undone, so it is confirmed first. */
export function CancelOrderDialog({ order, cancelling, onClose, onConfirm }: CancelOrderDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onClose={cancelling ? undefined : onClose}
      aria-labelledby="cancel-order-title"
      slotProps={{ paper: { sx: { width: 350, borderRadius: 2 } } }}
    >
      <DialogTitle id="cancel-order-title" sx={{ fontSize: 16 }}>
        取消订单
      </DialogTitle>
      <DialogContent sx={{ fontSize: 14 }}>确定要取消订单 {order?.orderNo} 吗？取消后不可恢复。</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose} disabled={cancelling}>
          再想想
        </Button>
        <Button variant="contained" color="error" loading={cancelling} onClick={() => order && onConfirm(order)}>
          确定取消
        </Button>
      </DialogActions>
    </Dialog>
  );
}
