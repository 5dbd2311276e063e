import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { LoginRequired } from '@/components/login-required';
import { StaffCard, StaffLoginForm } from '@/components/staff-login-form';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { clearStaffSession } from '@/lib/staff-session';

/*
 * What the route guard shows instead of a page. Loaded on demand (the guard imports it lazily): a customer who is
 * signed in never needs the prompt, and the staff sign-in form would weigh down every shop visitor's first page.
 */

/** A visitor on a customer page: the in-place login prompt. */
export function CustomerLoginPrompt() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: 6 }} data-testid="route-login-prompt">
      <LoginRequired />
    </Container>
  );
}

/**
 * A staff member signed in without the role the page needs: the refusal in the sign-in form's card, under the
 * tool's name, with the way back to the lab console (open to every staff member) and a sign-out to switch accounts.
 */
export function StaffRoleRefusal({
  title,
  refusal,
  staffName,
}: {
  title: string;
  refusal?: string;
  staffName: string;
}) {
  useDocumentTitle(title);
  return (
    <StaffCard title={title} subtitle={`当前账号：${staffName}`}>
      <Alert severity="warning" data-testid="staff-role-refusal">
        {refusal}
      </Alert>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mt: 3 }}>
        <Button variant="contained" component={RouterLink} to={paths.lab} sx={{ flex: 1 }}>
          返回实验室工作台
        </Button>
        <Button variant="outlined" onClick={clearStaffSession} sx={{ flex: 1 }}>
          退出
        </Button>
      </Box>
    </StaffCard>
  );
}

/** No staff session: the staff sign-in form, titled after the page asked for. */
export function StaffSignIn({ title }: { title: string }) {
  useDocumentTitle(title);
  return <StaffLoginForm title={title} />;
}
