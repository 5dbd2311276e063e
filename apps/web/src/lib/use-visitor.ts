import { useSession } from './auth';

/**
 * True once the stored token (if any) has been checked and nobody is signed in. Pages for customers only show the
 * login prompt in place then; while the token is still being checked they show their loading state instead.
 */
export function useVisitor(): boolean {
  const { isLoggedIn, isLoading } = useSession();
  return !isLoggedIn && !isLoading;
}
