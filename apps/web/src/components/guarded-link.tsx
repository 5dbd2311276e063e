import Link, { type LinkProps } from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';

type GuardedLinkProps = Omit<LinkProps, 'href' | 'component'> & { to: string };

/**
 * A link to a login-guarded page: visitors get the login prompt layer (spec part 1 section 2) over the current
 * page rather than a page that would only fail with "no token".
 */
export function GuardedLink({ to, onClick, ...rest }: GuardedLinkProps) {
  const { isLoggedIn, isLoading } = useSession();
  const openLayer = useOpenLayer();
  const guard = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    // A stored token still being checked gets the benefit of the doubt; the page itself will ask for login.
    if (!isLoggedIn && !isLoading && !event.defaultPrevented) {
      event.preventDefault();
      openLayer(paths.needLogin);
    }
  };
  return <Link component={RouterLink} to={to} onClick={guard} {...rest} />;
}
