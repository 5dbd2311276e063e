import BiotechIcon from '@mui/icons-material/Biotech';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Text-and-icon logo; always a link home (spec part 1 section 1). */
export function SiteLogo({ compact = false }: { compact?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      data-testid="shell-logo"
      aria-label="SeqPortal 首页"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      <Box
        sx={{
          width: compact ? 32 : 40,
          height: compact ? 32 : 40,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'common.white',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.brand.teal} 100%)`,
        }}
      >
        <BiotechIcon fontSize={compact ? 'small' : 'medium'} />
      </Box>
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
        <Box component="span" sx={{ fontSize: compact ? 20 : 24, fontWeight: 700, letterSpacing: 0.3 }}>
          Seq
          <Box component="span" sx={{ color: 'secondary.main' }}>
            Portal
          </Box>
        </Box>
        {!compact && (
          <Box component="span" sx={{ fontSize: 12, color: 'text.secondary', letterSpacing: 2 }}>
            基因测序服务平台
          </Box>
        )}
      </Box>
    </Box>
  );
}
