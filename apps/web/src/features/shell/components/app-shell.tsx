import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useNarrowMode } from '@/lib/use-narrow-mode';
import { useIdleAfterMount } from '@/lib/when-idle';
import { FloatingActions } from './floating-actions';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** At the latest this long after the first render, idle or not. */
const SECONDARY_TIMEOUT_MS = 500;

/**
 * The frame around every page: header, content, footer and the floating buttons. The footer (below the fold, the
 * page being at least a screen tall) and the floating buttons are drawn once the browser is idle after the first
 * render, not in it: neither is needed for the first paint (issue 22), and neither moves anything when it comes.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const narrow = useNarrowMode();
  const secondary = useIdleAfterMount(SECONDARY_TIMEOUT_MS);
  return (
    <Box
      data-narrow={narrow ? 'true' : 'false'}
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', overflowX: 'clip' }}
    >
      <TopBar narrow={narrow} />
      <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Box>
      {secondary && <SiteFooter narrow={narrow} />}
      {secondary && <FloatingActions narrow={narrow} />}
    </Box>
  );
}
