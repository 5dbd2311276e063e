import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useNarrowMode } from '@/lib/use-narrow-mode';
import { FloatingActions } from './floating-actions';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** The frame around every page: header, content, footer and the floating buttons. */
export function AppShell({ children }: { children: ReactNode }) {
  const narrow = useNarrowMode();
  return (
    <Box
      data-narrow={narrow ? 'true' : 'false'}
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', overflowX: 'clip' }}
    >
      <TopBar narrow={narrow} />
      <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Box>
      <SiteFooter narrow={narrow} />
      <FloatingActions narrow={narrow} />
    </Box>
  );
}
