import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled panel of the order pages, with the accent bar the rest of the portal uses. */
export function OrderSection({
  title,
  extra,
  children,
  testId,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper variant="outlined" data-testid={testId} sx={{ borderRadius: 2, p: { xs: 2, md: 2.5 }, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ width: 4, height: 16, borderRadius: 1, bgcolor: 'primary.main' }} />
        <Typography component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
          {title}
        </Typography>
        {extra && <Box sx={{ ml: 'auto' }}>{extra}</Box>}
      </Box>
      {children}
    </Paper>
  );
}
