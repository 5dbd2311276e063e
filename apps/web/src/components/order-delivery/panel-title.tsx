import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The panel heading of the customer's order pages: an accent bar, the title, and extras on the right. */
export function PanelTitle({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
      <Box sx={{ width: 4, height: 16, borderRadius: 1, bgcolor: 'primary.main' }} />
      <Box component="h2" sx={{ m: 0, fontSize: 16, fontWeight: 600 }}>
        {title}
      </Box>
      {extra && <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>{extra}</Box>}
    </Box>
  );
}
