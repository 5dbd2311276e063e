import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { labKeys } from '@/lib/query-keys';
import { clearStaffSession, type StaffSession } from '../lib/staff-session';

/** Support staff and administrators: the roles the statement calls (disputes, credit notes) and the certification review accept. */
export function isSupportOrAdmin(session: Pick<StaffSession, 'roles'>): boolean {
  return session.roles.includes('admin') || session.roles.includes('support');
}

/** The entries to the finance screens, for support staff and administrators (isSupportOrAdmin). */
export const FINANCE_LINKS = [
  { to: paths.labStatements, label: '对账单异议', testId: 'lab-statement-disputes' },
  { to: paths.labCreditNotes, label: '减免', testId: 'lab-credit-notes' },
] as const;

/**
 * The header of the console's side screens (statement disputes, credit notes): back to the bench, the other
 * finance screens for support staff and administrators, sign out.
 */
export function StaffPageFrame({ session, children }: { session: StaffSession; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const links = [{ to: paths.lab, label: '实验室工作台' }, ...(isSupportOrAdmin(session) ? FINANCE_LINKS : [])].filter(
    (link) => link.to !== pathname,
  );
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'common.white' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, flexWrap: 'wrap' }}>
          <Box component="h1" sx={{ m: 0, fontSize: 20, fontWeight: 600, mr: 'auto' }}>
            SeqPortal 员工后台
          </Box>
          <Box sx={{ fontSize: 14 }}>{session.displayName}</Box>
          {links.map((link) => (
            <Button key={link.to} color="inherit" variant="outlined" size="small" component={Link} to={link.to}>
              {link.label}
            </Button>
          ))}
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            onClick={() => {
              clearStaffSession();
              queryClient.removeQueries({ queryKey: labKeys.all });
            }}
          >
            退出
          </Button>
        </Container>
      </Box>
      {children}
    </Box>
  );
}
