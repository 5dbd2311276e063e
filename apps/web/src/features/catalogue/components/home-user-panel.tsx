import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { displayBalance, maskPhone } from '@seqportal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { formatYuan } from '@/lib/money';

const USER_CENTRE_LINKS = [
  { label: '工作台', to: paths.work, icon: DashboardOutlinedIcon },
  { label: '我的订单', to: paths.myOrder, icon: AssignmentOutlinedIcon },
  { label: '样本中心', to: paths.sampleCenter, icon: ScienceOutlinedIcon },
] as const;

/** Visitors see login and register; signed-in customers see who they are and shortcuts into the user centre. */
export function HomeUserPanel() {
  const { user, isLoggedIn } = useSession();
  const signedIn = isLoggedIn && user !== null;
  // Spec part 1 section 4: no balance without credit (null); an overdrawn one shows as 0.00.
  const balance = signedIn ? displayBalance(user.balance) : null;
  return (
    <Box
      data-testid="home-welcome"
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2.25,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 1.75,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <AccountCircleIcon
          sx={{ fontSize: 48, color: signedIn ? 'primary.main' : 'control.signedOutAvatar', flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0 }}>
          {signedIn ? (
            <>
              <Typography data-testid="home-user-name" noWrap sx={{ fontWeight: 600 }}>
                您好，{user.nickName || maskPhone(user.phone)}
              </Typography>
              <Typography noWrap sx={{ mt: 0.25, fontSize: 13, color: 'text.secondary' }}>
                {user.companyName || '个人账户'}
              </Typography>
              {balance !== null && (
                <Typography data-testid="home-balance" noWrap sx={{ mt: 0.25, fontSize: 13, color: 'text.secondary' }}>
                  可用额度{' '}
                  <Box component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
                    {formatYuan(balance)}
                  </Box>
                </Typography>
              )}
            </>
          ) : (
            <>
              <Typography noWrap sx={{ fontWeight: 600 }}>
                欢迎来到SeqPortal
              </Typography>
              <Typography noWrap sx={{ mt: 0.25, fontSize: 13, color: 'text.secondary' }}>
                登录后查看价格并在线下单
              </Typography>
            </>
          )}
        </Box>
      </Box>
      {signedIn ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {USER_CENTRE_LINKS.map(({ label, to, icon: Icon }) => (
            <Button
              key={to}
              component={RouterLink}
              to={to}
              sx={{
                flexDirection: 'column',
                gap: 0.25,
                py: 0.75,
                fontSize: 12,
                color: 'text.primary',
                bgcolor: 'surface.tinted',
                '&:hover': { bgcolor: 'surface.tintedHover' },
              }}
            >
              <Icon fontSize="small" sx={{ color: 'primary.main' }} />
              {label}
            </Button>
          ))}
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={RouterLink} to={paths.login} variant="contained" fullWidth>
            登录
          </Button>
          <Button component={RouterLink} to={paths.register} variant="outlined" fullWidth>
            注册
          </Button>
        </Box>
      )}
    </Box>
  );
}
