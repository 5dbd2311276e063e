import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export const EMPTY_TEXT = '暂无数据';

/** The spec's empty state ("No Data"), with an optional way onward. */
export function EmptyState({ text = EMPTY_TEXT, action }: { text?: string; action?: ReactNode }) {
  return (
    <Box data-testid="empty-state" sx={{ py: 8, textAlign: 'center', color: 'text.secondary' }}>
      <Inventory2OutlinedIcon sx={{ fontSize: 56, color: 'text.placeholder' }} />
      <Typography sx={{ mt: 1 }}>{text}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

/** A failed load: the API client has already toasted the reason; this offers a retry in place. */
export function ErrorState({ text = '加载失败，请稍后重试', onRetry }: { text?: string; onRetry?: () => void }) {
  return (
    <Box role="alert" data-testid="error-state" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <ErrorOutlineIcon sx={{ fontSize: 48, color: 'control.errorIcon' }} />
      <Typography sx={{ mt: 1 }}>{text}</Typography>
      {onRetry && (
        <Button variant="outlined" size="small" onClick={onRetry} sx={{ mt: 2 }}>
          重新加载
        </Button>
      )}
    </Box>
  );
}
