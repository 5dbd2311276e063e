import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { maskPhone } from '@seqportal/contract';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { GuardedLink } from '@/components/guarded-link';
import { LOGOUT_REDIRECT_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

const linkSx = { color: 'inherit', fontSize: 12, whiteSpace: 'nowrap', flexShrink: 0 } as const;
// On the smallest phones the greeting gives up characters before the login links do.
const ellipsisSx = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The thin bar above the header: greeting, login/register or logout, and the account shortcuts. */
export function GreetingBar({ narrow }: { narrow: boolean }) {
  const { user, isLoggedIn, logout } = useSession();
  const navigate = useNavigate();

  const onLogout = (): void => {
    logout();
    // Spec part 2 section 4: home after 300 ms, so the 已退出 notice is seen on the page the user was on.
    setTimeout(() => void navigate(paths.home), LOGOUT_REDIRECT_DELAY_MS);
  };

  const name = user ? user.nickName || maskPhone(user.phone) : '';

  return (
    <Box
      sx={{ bgcolor: 'surface.muted', color: 'text.secondary', fontSize: 12, borderBottom: 1, borderColor: 'divider' }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, minHeight: 34 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          {isLoggedIn ? (
            <>
              <Box component="span" data-testid="shell-greeting" sx={ellipsisSx}>
                您好，{name}
              </Box>
              <Link component="button" type="button" onClick={onLogout} sx={linkSx}>
                退出
              </Link>
            </>
          ) : (
            <>
              <Box component="span" data-testid="shell-greeting" sx={ellipsisSx}>
                您好，欢迎来到SeqPortal
              </Box>
              <Link component={RouterLink} to={paths.login} sx={{ ...linkSx, color: 'primary.main' }}>
                登录
              </Link>
              <Link component={RouterLink} to={paths.register} sx={linkSx}>
                免费注册
              </Link>
            </>
          )}
        </Box>
        <Box component="nav" aria-label="账户" sx={{ display: 'flex', gap: narrow ? 1.5 : 2.5, flexShrink: 0 }}>
          <GuardedLink to={paths.myOrder} sx={linkSx}>
            我的订单
          </GuardedLink>
          {/* On phones the shortcuts give way to the greeting; the home panel links the user centre. */}
          {!narrow && (
            <>
              <GuardedLink to={paths.work} sx={linkSx}>
                工作台
              </GuardedLink>
              <GuardedLink to={paths.myInfo} sx={linkSx}>
                个人中心
              </GuardedLink>
              <Link component={RouterLink} to={paths.contactUs} sx={linkSx}>
                联系我们
              </Link>
            </>
          )}
        </Box>
      </Container>
    </Box>
  );
}
