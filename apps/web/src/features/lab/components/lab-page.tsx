import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStaff } from '@/lib/route-user';
import { CertificationReview } from './certification-review';
import { CreditNotesPage } from './credit-notes';
import { LabConsole } from './lab-console';
import { isSupportOrAdmin } from './staff-page-frame';
import { StatementDisputesPage } from './statement-disputes';

/** /lab: the staff console, outside the shop's frame; the router's staff guard signs the staff member in first. */
export function LabPage() {
  const { pathname } = useLocation();
  const reviewing = pathname === paths.labCertifications;
  const crediting = pathname === paths.labCreditNotes;
  useDocumentTitle(reviewing ? '机构认证审核' : crediting ? '减免' : '实验室工作台');
  const live = useStaff();
  // Statement disputes and credit notes are for support staff and administrators only (the API refuses anyone else).
  if (pathname === paths.labStatements || crediting) {
    if (!isSupportOrAdmin(live)) return <Navigate to={paths.lab} replace />;
    return crediting ? <CreditNotesPage session={live} /> : <StatementDisputesPage session={live} />;
  }
  return reviewing ? <CertificationReview session={live} /> : <LabConsole key={live.username} session={live} />;
}
