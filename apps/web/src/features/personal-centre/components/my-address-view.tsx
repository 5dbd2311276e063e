import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { useNeedLoginRedirect } from '@/lib/use-need-login-redirect';
import { useNarrowMode } from '@/lib/use-narrow-mode';
import { AddressList } from './address-list';
import { PersonalCentreMenu } from './personal-centre-menu';

export const MY_ADDRESS_TITLE = '取样信息管理';

/**
 * /my_info/my_address: the personal-centre menu beside the pickup-address list. A visitor is sent to the login
 * prompt (/need_login, with this page beneath it) once the stored token, if any, has been checked.
 */
export function MyAddressView() {
  const { isLoggedIn, isLoading } = useSession();
  const narrow = useNarrowMode();
  const openLayer = useOpenLayer();
  const visitor = useNeedLoginRedirect();

  let content;
  if (isLoading) {
    content = <Skeleton variant="rounded" height={120} />;
  } else if (visitor) {
    content = (
      <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        <Typography>需要识别您的身份, 请先登录</Typography>
        <Button component={RouterLink} to={paths.login} variant="contained" sx={{ mt: 2 }}>
          登录
        </Button>
      </Box>
    );
  } else {
    content = <AddressList />;
  }

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
            {isLoggedIn && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => openLayer(paths.addressManager)}
                data-testid="address-add"
              >
                新增地址
              </Button>
            )}
          </Box>
          {content}
        </Paper>
      </Box>
    </Container>
  );
}
