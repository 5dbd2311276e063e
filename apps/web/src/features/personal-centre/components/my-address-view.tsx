import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { useOpenLayer } from '@/lib/layer-navigation';
import { useNarrowMode } from '@/lib/use-narrow-mode';
import { AddressList } from './address-list';
import { PersonalCentreMenu } from './personal-centre-menu';

export const MY_ADDRESS_TITLE = '取样信息管理';

/**
 * /my_info/my_address: the personal-centre menu beside the pickup-address list (for customers: the router's guard
 * sends a visitor to the login prompt).
 */
export function MyAddressView() {
  const narrow = useNarrowMode();
  const openLayer = useOpenLayer();

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
        <PersonalCentreMenu current={paths.myAddress} narrow={narrow} />
        <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 2, md: 3 }, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
            <Typography component="h1" sx={{ fontSize: 18, fontWeight: 600 }}>
              {MY_ADDRESS_TITLE}
            </Typography>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => openLayer(paths.addressManager)}
              data-testid="address-add"
            >
              新增地址
            </Button>
          </Box>
          <AddressList />
        </Paper>
      </Box>
    </Container>
  );
}
