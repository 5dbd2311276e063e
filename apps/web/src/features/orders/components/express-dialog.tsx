import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EXPRESS_NUMBER_REQUIRED, type Order } from '@seqportal/contract';
import { useState } from 'react';

export interface ExpressDialogProps {
  order: Order | null;
  saving: boolean;
  onClose: () => void;
  onSave: (order: Order, expressNumber: string) => void;
}

/**
 * 填写快递单号, or 修改快递单号 with the saved number filled in: a value is required (请输入快递单号); blanks
 * around a pasted number are dropped.
 */
export function ExpressDialog({ order, saving, onClose, onSave }: ExpressDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onClose={saving ? undefined : onClose}
      aria-labelledby="express-dialog-title"
      slotProps={{ paper: { sx: { width: 400, borderRadius: 2 } } }}
    >
      {/* Keyed by order so that each opening starts from the order's saved number. */}
      {order && <ExpressForm key={order.id} order={order} saving={saving} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function ExpressForm({ order, saving, onClose, onSave }: { order: Order } & Omit<ExpressDialogProps, 'order'>) {
  const saved = savedExpressNumber(order);
  const title = saved ? '修改快递单号' : '填写快递单号';
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const submit = (): void => {
    const number = value.trim();
    if (!number) {
      setError(EXPRESS_NUMBER_REQUIRED);
      return;
    }
    onSave(order, number);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogTitle id="express-dialog-title" sx={{ fontSize: 16 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1.5 }}>订单号：{order.orderNo}</Typography>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label="快递单号"
          value={value}
          onChange={(event) => {
            setValue(event.target.value.slice(0, 50));
            if (error) setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': 'express-number', maxLength: 50 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose} disabled={saving}>
          取消
        </Button>
        <Button type="submit" variant="contained" loading={saving} data-testid="express-save">
          确定
        </Button>
      </DialogActions>
    </form>
  );
}

/** The number saved with the order (the lab's waybill entry, or what the customer entered). */
function savedExpressNumber(order: Order): string {
  return order.express?.result?.number || order.courierNumber || '';
}
