import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PanelState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface WorkbenchPanelProps {
  title: string;
  testId: string;
  state: PanelState;
  /** True when loaded and there is nothing to list. */
  empty: boolean;
  emptyText?: string;
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the workbench with its loading (skeleton), error (retry) and empty (暂无数据) states. */
export function WorkbenchPanel({
  title,
  testId,
  state,
  empty,
  emptyText = '暂无数据',
  action,
  children,
}: WorkbenchPanelProps) {
  let content: ReactNode = children;
  if (state.isPending) {
    content = (
      <Box aria-busy="true" aria-label={`${title}加载中`}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={28} />
        ))}
      </Box>
    );
  } else if (state.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void state.refetch()}>
            重试
          </Button>
        }
      >
        {title}加载失败
      </Alert>
    );
  } else if (empty) {
    content = (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center', fontSize: 14 }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <Paper variant="outlined" data-testid={testId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {content}
    </Paper>
  );
}
