import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The strip above a conversation's messages, one row that wraps on a narrow screen: the customer's chat and the
 * agents' desk put different things in it (context and assignee; the customer and the desk's actions), but it is
 * the same bar of the same chat pane, so both use this one.
 */
export function ChatHeaderBar({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      {children}
    </Box>
  );
}
