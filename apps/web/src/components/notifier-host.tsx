import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useNavigate } from 'react-router-dom';
import { ALERT_WIDTH, ALERT_Z_INDEX, MODAL_TRANSITION_MS, TOAST_DURATION_MS, TOAST_EXIT_MS } from '@/config/constants';
import { notifier, useNotices, type DialogNotice, type ToastNotice } from '@/lib/notifier';

/**
 * Renders what the notifier store holds: one toast at a time (2500 ms, spec part 1 section 9) and one alert
 * dialog at a time, above any open layer. Must sit inside the router because notices can lead to a path.
 */
export function NotifierHost() {
  const notices = useNotices();
  const toast = notices.find((n): n is ToastNotice => n.kind === 'toast');
  const dialog = notices.find((n): n is DialogNotice => n.kind === 'dialog');
  return (
    <>
      {toast && <ToastView key={toast.id} notice={toast} />}
      {dialog && <AlertDialogView key={dialog.id} notice={dialog} />}
    </>
  );
}

function ToastView({ notice }: { notice: ToastNotice }) {
  const navigate = useNavigate();
  const close = (_event: unknown, reason?: SnackbarCloseReason): void => {
    // A click elsewhere on the page must not swallow a toast the user has not read yet.
    if (reason === 'clickaway') return;
    notifier.dismiss(notice.id);
  };
  const { action } = notice;
  return (
    <Snackbar
      open
      autoHideDuration={TOAST_DURATION_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      transitionDuration={{ enter: MODAL_TRANSITION_MS, exit: TOAST_EXIT_MS }}
    >
      <Alert
        data-testid="notifier-toast"
        severity={notice.severity}
        variant="filled"
        onClose={() => notifier.dismiss(notice.id)}
        action={
          action ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                notifier.dismiss(notice.id);
                void navigate(action.to);
              }}
            >
              {action.label}
            </Button>
          ) : undefined
        }
        sx={{ minWidth: 240, alignItems: 'center' }}
      >
        {notice.message}
      </Alert>
    </Snackbar>
  );
}

function AlertDialogView({ notice }: { notice: DialogNotice }) {
  const navigate = useNavigate();
  const confirm = (): void => {
    notifier.dismiss(notice.id);
    notice.onOk?.();
    if (notice.okTo) void navigate(notice.okTo);
  };
  const messages = notice.messages ?? [];
  return (
    // Only the OK button closes it: an expired login must be acknowledged, not clicked away by accident.
    <Dialog
      open
      role="alertdialog"
      data-testid="notifier-dialog"
      transitionDuration={MODAL_TRANSITION_MS}
      sx={{ zIndex: ALERT_Z_INDEX }}
      slotProps={{ paper: { sx: { width: ALERT_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
      aria-labelledby={`notice-title-${notice.id}`}
    >
      <DialogTitle id={`notice-title-${notice.id}`} sx={{ fontSize: 16, pb: 1 }}>
        {notice.title}
      </DialogTitle>
      <DialogContent sx={{ color: 'text.secondary' }}>
        {notice.message}
        {messages.length > 0 && (
          <Box
            component="ol"
            data-testid="notifier-dialog-messages"
            sx={{ m: 0, mt: notice.message ? 1 : 0, pl: 2.5, maxHeight: 280, overflowY: 'auto', fontSize: 13.5 }}
          >
            {messages.map((message, index) => (
              <Box component="li" key={index} sx={{ py: 0.25, color: 'error.main' }}>
                {message}
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={confirm} autoFocus>
          {notice.okLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
