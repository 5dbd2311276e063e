import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { routeAccess, type StaffRoute } from '@/config/route-access';
import { useSession } from '@/lib/auth';
import { lazyNamed } from '@/lib/lazy-named';
import { CustomerContext, StaffContext } from '@/lib/route-user';
import { getStaffSession, subscribeStaffSession } from '@/lib/staff-session';
import { DocumentSkeleton, PageSkeleton } from './page-skeleton';

const CustomerLoginPrompt = lazyNamed(() => import('./route-denied'), 'CustomerLoginPrompt');
const StaffRoleRefusal = lazyNamed(() => import('./route-denied'), 'StaffRoleRefusal');
const StaffSignIn = lazyNamed(() => import('./route-denied'), 'StaffSignIn');

interface RouteGuardProps {
  /**
   * `shop`: a page inside the shop's frame, where a visitor also gets the /need_login layer over the prompt;
   * `document`: a page without that frame (print sheets, staff tools), which has no layers.
   */
  frame?: 'shop' | 'document';
  /** The guarded page; the matched child route when absent (as a layout route). */
  children?: ReactNode;
}

/**
 * The one login check of the web app. It looks up the current page in config/route-access.ts and lets through
 * a visitor on an open page, a signed-in customer on a customer page, a staff member on a staff page; everyone
 * else gets the way to sign in. Pages behind it read who is signed in from lib/route-user.ts.
 */
export function RouteGuard({ frame = 'shop', children }: RouteGuardProps) {
  const { pathname, search } = useLocation();
  const access = routeAccess(pathname, search);
  const page = children ?? <Outlet />;
  if (access.kind === 'customer') return <CustomerGuard frame={frame}>{page}</CustomerGuard>;
  if (access.kind === 'staff') return <StaffGuard route={access}>{page}</StaffGuard>;
  return page;
}

function CustomerGuard({ frame, children }: { frame: 'shop' | 'document'; children: ReactNode }) {
  const { user, isLoading } = useSession();
  const visitor = !isLoading && !user;
  const navigate = useNavigate();
  const location = useLocation();
  const layer = frame === 'shop';
  // The page the prompt was last opened over: the prompt opens once per page a visitor opens (or logs out on);
  // it opening over this page, or closing back to it, must not open it again.
  const prompted = useRef<string | null>(null);
  useEffect(() => {
    if (!visitor || !layer) {
      prompted.current = null;
      return;
    }
    if (prompted.current === location.pathname) return;
    prompted.current = location.pathname;
    // The login prompt of spec part 2 section 2.7 over this page, once the stored token (if any) is checked.
    // Replace, so that Back from the prompt does not land here and bounce straight back to it.
    void navigate(paths.needLogin, { replace: true, state: { backgroundLocation: location } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the location is read, its pathname watched
  }, [visitor, layer, navigate, location.pathname]);

  if (user) return <CustomerContext value={user}>{children}</CustomerContext>;
  if (isLoading) return layer ? <PageSkeleton /> : <DocumentSkeleton />;
  return <CustomerLoginPrompt />;
}

function StaffGuard({ route, children }: { route: StaffRoute; children: ReactNode }) {
  const session = useSyncExternalStore(subscribeStaffSession, getStaffSession, getStaffSession);
  const live = session && session.expiresAt > Date.now() ? session : null;
  if (!live) return <StaffSignIn title={route.title} />;
  if (route.roles && route.roles.length > 0 && !route.roles.some((role) => live.roles.includes(role))) {
    return (
      <StaffRoleRefusal title={route.title} refusal={route.roleRefusal} staffName={live.displayName || live.username} />
    );
  }
  return <StaffContext value={live}>{children}</StaffContext>;
}
