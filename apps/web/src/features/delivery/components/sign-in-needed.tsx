import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Download layers are customer-only: a visitor (e.g. an e-mailed link opened logged out) is asked to log in. */
export function SignInNeeded() {
  return (
    <Box sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }} data-testid="delivery-sign-in">
      需要识别您的身份, 请先登录
      <Box sx={{ mt: 2 }}>
        <Button component={RouterLink} to={paths.login} variant="contained">
          登录
        </Button>
      </Box>
    </Box>
  );
}
