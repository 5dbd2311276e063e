import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OneClickOrderCard } from './one-click-order-card';
import { RequireLogin } from './require-login';

/**
 * /work, the workbench (spec part 2 section 2.9). Only the one-click order card is built so far; the to-do
 * list, pending samples, recent purchases, custom products and the chart belong to the workbench issue and are
 * left out here rather than shown as empty boxes.
 */
export function WorkbenchPage() {
  useDocumentTitle('工作台');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: 6 }}>
      <Typography component="h1" sx={{ fontSize: 20, fontWeight: 600, mb: 2 }}>
        工作台
      </Typography>
      <RequireLogin>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 520px)' }, gap: 2 }}>
          <OneClickOrderCard />
        </Box>
      </RequireLogin>
    </Container>
  );
}
