import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * What a route shows until its screen is built: the page name and a way home, so a customer following an old
 * link never lands on a blank page.
 */
export function UnderConstruction({ name, compact = false }: { name: string; compact?: boolean }) {
  return (
    <Box
      data-testid="under-construction"
      sx={{ textAlign: 'center', py: compact ? 3 : { xs: 6, md: 10 }, px: 2, color: 'text.secondary' }}
    >
      <ConstructionIcon sx={{ fontSize: compact ? 40 : 56, color: 'secondary.main', mb: 1 }} />
      {/* Inside a layer the dialog title already names it; a page needs its own heading. */}
      {!compact && (
        <Typography component="h1" variant="h5" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {name}
        </Typography>
      )}
      <Typography sx={{ mt: compact ? 0 : 1 }}>
        {compact ? `「${name}」功能建设中，敬请期待` : '该页面正在建设中，敬请期待'}
      </Typography>
      {!compact && (
        <Button component={RouterLink} to={paths.home} variant="contained" sx={{ mt: 3 }}>
          返回首页
        </Button>
      )}
    </Box>
  );
}
