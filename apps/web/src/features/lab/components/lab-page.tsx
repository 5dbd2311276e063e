import { useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getStaffSession, subscribeStaffSession } from '../lib/staff-session';
import { CertificationReview } from './certification-review';
import { CreditNotesPage } from './credit-notes';
import { LabConsole } from './lab-console';
import { LabLoginForm } from './lab-login-form';
import { isFinanceStaff } from './staff-page-frame';
import { StatementDisputesPage } from './statement-disputes';

export const CERTIFICATION_REVIEW_PATH = '/lab/certifications';

/** /lab: the staff console, outside the shop's frame; the login form until a staff member signs in. */
export function LabPage() {
  const { pathname } = useLocation();
  const reviewing = pathname === CERTIFICATION_REVIEW_PATH;
  const crediting = pathname === paths.labCreditNotes;
  useDocumentTitle(reviewing ? '机构认证审核' : crediting ? '减免' : '实验室工作台');
  const session = useSyncExternalStore(subscribeStaffSession, getStaffSession, getStaffSession);
  const live = session && session.expiresAt > Date.now() ? session : null;
  if (!live) return <LabLoginForm />;
  if (pathname === paths.labStatements) return <StatementDisputesPage session={live} />;
  // Credit notes are for support staff and administrators only (the API refuses anyone else).
  if (crediting) return isFinanceStaff(live) ? <CreditNotesPage session={live} /> : <Navigate to={paths.lab} replace />;
  return reviewing ? <CertificationReview session={live} /> : <LabConsole key={live.username} session={live} />;
}
