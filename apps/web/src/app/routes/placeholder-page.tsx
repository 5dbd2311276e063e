import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { UnderConstruction } from '@/components/under-construction';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PlaceholderPage({ name }: { name: string }) {
  useDocumentTitle(name);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Paper variant="outlined" sx={{ borderRadius: 2 }}>
        <UnderConstruction name={name} />
      </Paper>
    </Container>
  );
}
