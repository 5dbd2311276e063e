import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of the detail page (商品参数, 样本要求, 商品介绍). */
export function DetailSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box component="section" data-testid={testId} sx={{ '& + &': { mt: 4 } }}>
      <Typography
        component="h2"
        sx={{
          fontSize: 17,
          fontWeight: 700,
          pb: 1.25,
          mb: 2,
          borderBottom: 2,
          borderColor: 'primary.main',
          display: 'inline-block',
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
