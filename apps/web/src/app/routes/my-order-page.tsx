import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { paths } from '@/config/paths';
import { MyOrderView } from '@/features/orders';
import { PersonalCentreMenu } from '@/features/personal-centre';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNarrowMode } from '@/lib/use-narrow-mode';

/** /my_order (我的订单): an entry of the personal centre's left menu (spec part 2 section 2.6). */
export function MyOrderPage() {
  useDocumentTitle('我的订单');
  const narrow = useNarrowMode();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: 6 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: narrow ? '1fr' : '200px minmax(0, 1fr)',
          gap: 2,
          alignItems: 'start',
        }}
      >
        <PersonalCentreMenu current={paths.myOrder} narrow={narrow} />
        <MyOrderView />
      </Box>
    </Container>
  );
}
