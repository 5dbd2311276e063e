import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getStaffSession, subscribeStaffSession } from '../lib/staff-session';
import { LabConsole } from './lab-console';
import { LabLoginForm } from './lab-login-form';
import { StatementDisputesPage } from './statement-disputes';

/** /lab: the staff console, outside the shop's frame; the login form until a staff member signs in. */
export function LabPage() {
  useDocumentTitle('实验室工作台');
  const session = useSyncExternalStore(subscribeStaffSession, getStaffSession, getStaffSession);
  const live = session && session.expiresAt > Date.now() ? session : null;
  const { pathname } = useLocation();
  if (live && pathname === paths.labStatements) return <StatementDisputesPage session={live} />;
  return live ? <LabConsole key={live.username} session={live} /> : <LabLoginForm />;
}
