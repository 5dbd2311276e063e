import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoginRequired } from '@/components/login-required';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVisitor } from '@/lib/use-visitor';

/**
 * The frame of a user-centre page: its heading and document title, a skeleton while the session is restored, the
 * login prompt for a visitor, and otherwise the page's body for the signed-in member.
 */
export function MemberPage({ title, children }: { title: string; children: (memberId: number) => ReactNode }) {
  useDocumentTitle(title);
  const { user, isLoading } = useSession();
  const visitor = useVisitor();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: 6, px: { xs: 1, sm: 2 } }}>
      <Typography component="h1" sx={{ fontSize: 18, fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : visitor || !user ? (
        <LoginRequired />
      ) : (
        children(user.id)
      )}
    </Container>
  );
}
