import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export const LOGIN_REQUIRED_TEXT = '需要识别您的身份, 请先登录';

/** In place of a customer-only page for visitors: the same words as the /need_login layer, with a way to log in. */
export function LoginRequired() {
  return (
    <Paper
      variant="outlined"
      data-testid="login-required"
      sx={{ borderRadius: 2, py: 8, textAlign: 'center', color: 'text.secondary' }}
    >
      <LockOutlinedIcon sx={{ fontSize: 48, color: 'text.placeholder' }} />
      <Typography sx={{ mt: 1 }}>{LOGIN_REQUIRED_TEXT}</Typography>
      <Button component={RouterLink} to={paths.login} variant="contained" sx={{ mt: 2.5 }}>
        登录
      </Button>
    </Paper>
  );
}
