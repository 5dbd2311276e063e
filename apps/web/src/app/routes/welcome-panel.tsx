import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { maskPhone } from '@seqportal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

const USER_CENTRE_LINKS = [
  { label: '工作台', to: paths.work },
  { label: '我的订单', to: paths.myOrder },
  { label: '样本中心', to: paths.sampleCenter },
  { label: '数据中心', to: paths.dataCenter },
] as const;

/** Visitors see login and register; signed-in customers see shortcuts into the user centre (spec part 1 section 2). */
export function WelcomePanel() {
  const { user, isLoggedIn } = useSession();
  return (
    <Paper
      elevation={0}
      data-testid="home-welcome"
      sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0, p: 3, borderRadius: 3, textAlign: 'center' }}
    >
      <AccountCircleOutlinedIcon sx={{ fontSize: 48, color: 'primary.light' }} />
      {isLoggedIn && user ? (
        <>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>您好，{user.nickName || maskPhone(user.phone)}</Typography>
          {user.companyName && (
            <Typography sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary' }}>{user.companyName}</Typography>
          )}
          <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            {USER_CENTRE_LINKS.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} variant="outlined" size="small">
                {link.label}
              </Button>
            ))}
          </Box>
        </>
      ) : (
        <>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>欢迎来到SeqPortal</Typography>
          <Typography sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary' }}>登录后查看价格并在线下单</Typography>
          <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
            <Button component={RouterLink} to={paths.login} variant="contained" fullWidth>
              登录
            </Button>
            <Button component={RouterLink} to={paths.register} variant="outlined" fullWidth>
              免费注册
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
