import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { LoginRequired } from '@/components/login-required';
import { useSession } from '@/lib/auth';
import { useVisitor } from '@/lib/use-visitor';

/**
 * The user-centre pages of this feature need a customer: a visitor sees the login prompt in place of the page
 * (as the order pages do), while a stored token is still being checked the page shows its loading state.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoading } = useSession();
  const visitor = useVisitor();
  if (isLoading) return <Skeleton variant="rounded" height={160} />;
  if (visitor) return <LoginRequired />;
  return <>{children}</>;
}
