import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Address } from '@seqportal/contract';
import { useState } from 'react';
import { ALERT_Z_INDEX } from '@/config/constants';
import { formatRegion } from '../lib/region';

export interface DeleteAddressDialogProps {
  /** The address asked about; null closes the dialog. */
  address: Address | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (address: Address) => void;
}

export function DeleteAddressDialog({ address, deleting, onCancel, onConfirm }: DeleteAddressDialogProps) {
  // Kept while the dialog fades out, so its text does not vanish mid-transition.
  const [shown, setShown] = useState<Address | null>(address);
  if (address && address !== shown) setShown(address);
  return (
    <Dialog
      open={address !== null}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby="delete-address-title"
      data-testid="delete-address-dialog"
      sx={{ zIndex: ALERT_Z_INDEX }}
      slotProps={{ paper: { sx: { width: 360, borderRadius: 2 } } }}
    >
      <DialogTitle id="delete-address-title" sx={{ fontSize: 16, fontWeight: 600 }}>
        删除地址
      </DialogTitle>
      <DialogContent sx={{ fontSize: 14 }}>
        确定删除该取样地址吗？
        {shown && (
          <Box sx={{ mt: 1, color: 'text.secondary' }}>
            {shown.name} · {formatRegion(shown)} {shown.address}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onCancel} disabled={deleting}>
          取消
        </Button>
        <Button variant="contained" color="error" loading={deleting} onClick={() => address && onConfirm(address)}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}
