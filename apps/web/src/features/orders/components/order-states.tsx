import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** An empty or failed state of the order pages, with an optional retry or way onward. */
export function OrderEmpty({ text, onRetry, action }: { text: string; onRetry?: () => void; action?: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      data-testid="order-empty"
      role={onRetry ? 'alert' : undefined}
      sx={{ borderRadius: 2, py: 8, textAlign: 'center', color: 'text.secondary' }}
    >
      <ReceiptLongOutlinedIcon sx={{ fontSize: 56, color: 'text.placeholder' }} />
      <Typography sx={{ mt: 1 }}>{text}</Typography>
      {onRetry && (
        <Button variant="outlined" size="small" onClick={onRetry} sx={{ mt: 2 }}>
          重新加载
        </Button>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}
