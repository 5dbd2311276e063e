import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useVisitor } from './use-visitor';

/**
 * Sends a visitor to the login prompt (/need_login, with the current page beneath it) once the stored token, if
 * any, has been checked. Answers whether the page is being shown to a visitor.
 */
export function useNeedLoginRedirect(): boolean {
  const visitor = useVisitor();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    // Replace, so that Back from the prompt does not land here and bounce straight back to it.
    if (visitor) void navigate(paths.needLogin, { replace: true, state: { backgroundLocation: location } });
    // Only a change of login state may redirect (the location object changes when the prompt opens).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the location is read, not watched
  }, [visitor, navigate]);
  return visitor;
}
