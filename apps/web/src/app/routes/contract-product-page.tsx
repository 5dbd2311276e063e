import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ContractProductView } from '@/features/contracts';
import { UserCentreLayout } from '@/features/shell';
import { useCustomer } from '@/lib/route-user';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /contract_product: the contract centre inside the user-centre menu. */
export function ContractProductPage() {
  useDocumentTitle('合同中心');
  const user = useCustomer();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: 6 }}>
      <UserCentreLayout>
        <Typography component="h1" sx={{ fontSize: 20, fontWeight: 600, mb: 2 }}>
          合同中心
        </Typography>
        <ContractProductView memberId={user.id} auditType={user.auditType} />
      </UserCentreLayout>
    </Container>
  );
}
