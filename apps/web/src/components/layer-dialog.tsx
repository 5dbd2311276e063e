import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { MODAL_TRANSITION_MS, MODAL_Z_INDEX } from '@/config/constants';

export interface LayerDialogProps {
  open: boolean;
  title: string;
  width: number;
  closable: boolean;
  onClose: () => void;
  /** Called when the closing animation has finished, so the content can be dropped only then. */
  onExited?: () => void;
  children: ReactNode;
}

/** The frame of every pop-up layer: fixed width (shrunk on small screens), 300 ms transition, z-index 1010. */
export function LayerDialog({ open, title, width, closable, onClose, onExited, children }: LayerDialogProps) {
  return (
    <Dialog
      open={open}
      // Without onClose neither Escape nor a backdrop click can dismiss a layer that must be finished.
      onClose={closable ? onClose : undefined}
      maxWidth={false}
      scroll="body"
      transitionDuration={MODAL_TRANSITION_MS}
      data-testid="layer-modal"
      aria-labelledby="layer-modal-title"
      sx={{ zIndex: MODAL_Z_INDEX }}
      slotProps={{
        transition: { onExited },
        paper: { sx: { width, maxWidth: 'calc(100% - 24px)', m: '48px auto', borderRadius: 2 } },
      }}
    >
      <DialogTitle
        id="layer-modal-title"
        sx={{ fontSize: 16, fontWeight: 600, pr: closable ? 6 : 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {title}
      </DialogTitle>
      {closable && (
        <IconButton aria-label="关闭" onClick={onClose} size="small" sx={{ position: 'absolute', right: 10, top: 10 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
      <DialogContent sx={{ pt: '20px !important' }}>{children}</DialogContent>
    </Dialog>
  );
}
