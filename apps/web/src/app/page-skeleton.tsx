import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { keyframes } from '@mui/material/styles';

/**
 * What a page shows while its chunk loads: the shape of a page (breadcrumb, title, a block of content) at the
 * height of a screen, so the footer does not jump up and back down when the page arrives.
 */
export function PageSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: 2.5, minHeight: '80vh' }} aria-busy="true" aria-label="页面加载中">
      <Skeleton variant="text" width={180} height={24} />
      <Skeleton variant="text" width={260} height={40} sx={{ mb: 2 }} />
      <Skeleton variant="rectangular" height={120} sx={{ borderRadius: 2, mb: 2 }} />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2 }}
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rectangular" height={220} sx={{ borderRadius: 2 }} />
        ))}
      </Box>
    </Container>
  );
}

/** A layer's body while its chunk loads: a few lines at the height of a short form. */
export function LayerSkeleton() {
  return (
    <Box aria-busy="true" aria-label="加载中" sx={{ minHeight: 160 }}>
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="75%" />
      <Skeleton variant="rectangular" height={48} sx={{ mt: 2, borderRadius: 1 }} />
    </Box>
  );
}

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * The lab console and the print sheets have no shop frame: a progress bar over an empty screen. Drawn here as
 * MUI's indeterminate LinearProgress looks, which the entry chunk would otherwise carry for this one use (issue 22).
 */
export function DocumentSkeleton() {
  return (
    <Box aria-busy="true" aria-label="页面加载中" sx={{ minHeight: '100vh' }}>
      <Box
        role="progressbar"
        aria-label="页面加载中"
        sx={{ position: 'relative', height: 4, overflow: 'hidden', bgcolor: 'primary.tint' }}
      >
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            width: '40%',
            bgcolor: 'primary.main',
            animation: `${sweep} 1.4s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.4 },
          }}
        />
      </Box>
    </Box>
  );
}
