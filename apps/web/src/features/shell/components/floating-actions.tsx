import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { useSupportUnread } from '@/lib/support-live';

/** Customer service is always one click away; back-to-top appears once the page is scrolled beyond 400 px. */
export function FloatingActions({ narrow }: { narrow: boolean }) {
  const scrolled = useScrolledPast();
  // Unread support replies, counted by the server and kept live.
  const unread = useSupportUnread();
  return (
    <Box
      sx={{
        position: 'fixed',
        right: narrow ? 12 : 24,
        bottom: narrow ? 16 : 40,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        zIndex: 'fab',
      }}
    >
      <Zoom in={scrolled} unmountOnExit>
        <Fab
          size={narrow ? 'small' : 'medium'}
          aria-label="回到顶部"
          data-testid="shell-back-to-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          sx={{ bgcolor: 'background.paper', color: 'primary.main', '&:hover': { bgcolor: 'surface.muted' } }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
      <Fab
        component={RouterLink}
        to={paths.kefu}
        color="primary"
        variant={narrow ? 'circular' : 'extended'}
        size={narrow ? 'small' : 'medium'}
        aria-label="客服"
        data-testid="shell-kefu"
        sx={{ gap: 0.75 }}
      >
        <Badge
          badgeContent={unread}
          color="error"
          max={99}
          slotProps={{ badge: { 'data-testid': 'shell-kefu-badge', 'aria-label': `${unread}条未读` } as object }}
        >
          <HeadsetMicIcon fontSize="small" />
        </Badge>
        {!narrow && '客服'}
      </Fab>
    </Box>
  );
}
