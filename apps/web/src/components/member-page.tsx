import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCustomer } from '@/lib/route-user';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The frame of a user-centre page: its heading and document title around the page's body for the signed-in member
 * (the router's guard keeps visitors out, config/route-access.ts).
 */
export function MemberPage({ title, children }: { title: string; children: (memberId: number) => ReactNode }) {
  useDocumentTitle(title);
  const user = useCustomer();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: 6, px: { xs: 1, sm: 2 } }}>
      <Typography component="h1" sx={{ fontSize: 18, fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {children(user.id)}
    </Container>
  );
}
