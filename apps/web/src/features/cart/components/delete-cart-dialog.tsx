import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { CartItem } from '@seqportal/contract';

export interface DeleteCartDialogProps {
  /** The lines to delete; null keeps the dialog closed. */
  items: readonly CartItem[] | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (items: readonly CartItem[]) => void;
}

/** Deleting loses the chosen quantity, so it is confirmed first. */
export function DeleteCartDialog({ items, deleting, onCancel, onConfirm }: DeleteCartDialogProps) {
  const text =
    items && items.length === 1
      ? `确定要从样本箱删除「${items[0]!.proname}」吗？`
      : `确定要从样本箱删除选中的 ${items?.length ?? 0} 件商品吗？`;
  return (
    <Dialog
      open={items !== null}
      onClose={onCancel}
      aria-labelledby="cart-delete-title"
      slotProps={{ paper: { sx: { width: 350, borderRadius: 2 } } }}
    >
      <DialogTitle id="cart-delete-title" sx={{ fontSize: 16 }}>
        删除商品
      </DialogTitle>
      <DialogContent sx={{ fontSize: 14 }}>{text}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onCancel}>
          取消
        </Button>
        <Button variant="contained" color="error" loading={deleting} onClick={() => items && onConfirm(items)}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}
