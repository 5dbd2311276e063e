import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ALERT_WIDTH, ALERT_Z_INDEX } from '@/config/constants';

export const CREDIT_DIALOG_LINES = ['您的额度不足，下单后不会开始实验', '需要您及时联系PM处理'] as const;

export interface CreditDialogProps {
  open: boolean;
  placing: boolean;
  /** 取消下单: the order stays pending payment and nothing is placed. */
  onCancel: () => void;
  /** 完成下单: PayOrder again with confirmCredit, the order is placed and waits for the PM. */
  onConfirm: () => void;
}

/** The insufficient-credit confirmation of spec part 1 section 8 (code 185). */
export function CreditDialog({ open, placing, onCancel, onConfirm }: CreditDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={placing ? undefined : onCancel}
      aria-labelledby="credit-dialog-title"
      data-testid="credit-dialog"
      sx={{ zIndex: ALERT_Z_INDEX }}
      slotProps={{ paper: { sx: { width: ALERT_WIDTH, borderRadius: 2 } } }}
    >
      <DialogTitle id="credit-dialog-title" sx={{ fontSize: 16, display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon sx={{ color: 'warning.main' }} />
        额度不足
      </DialogTitle>
      <DialogContent>
        <Box sx={{ textAlign: 'center', py: 1 }}>
          {CREDIT_DIALOG_LINES.map((line) => (
            <Typography key={line} sx={{ fontSize: 15, lineHeight: 1.8 }}>
              {line}
            </Typography>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'center', gap: 1 }}>
        <Button variant="outlined" onClick={onCancel} disabled={placing}>
          取消下单
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={placing} data-testid="credit-confirm">
          完成下单
        </Button>
      </DialogActions>
    </Dialog>
  );
}
