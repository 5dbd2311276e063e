import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { LoginRequired } from '@/components/login-required';
import { StaffLoginForm } from '@/components/staff-login-form';
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

/** A staff member signed in without the role the page needs. */
export function StaffRoleRefusal({ refusal }: { refusal?: string }) {
  return (
    <Box sx={{ p: 4 }}>
      <Alert severity="warning" action={<Button onClick={clearStaffSession}>退出</Button>}>
        {refusal}
      </Alert>
    </Box>
  );
}

/** No staff session: the staff sign-in form, titled after the page asked for. */
export function StaffSignIn({ title }: { title: string }) {
  useDocumentTitle(title);
  return <StaffLoginForm title={title} />;
}
