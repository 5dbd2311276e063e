import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { TemplateTypeValue } from '@seqportal/contract';
import { ContractStepsPanel } from '@/features/contracts';
import { downloadOrderTemplate, OneClickOrderCard } from '@/features/samples';
import { UserCentreLayout } from '@/features/shell';
import { WorkbenchPanels } from '@/features/workbench';
import { useCustomer } from '@/lib/route-user';
import { useDocumentTitle } from '@/lib/use-document-title';

const downloadTemplate = (templateType: TemplateTypeValue) => downloadOrderTemplate({ templateType });

/**
 * /work (spec part 2 section 2.9): the user centre's menu around the workbench panels, with the contracts
 * feature's batch-order steps on top and the samples feature's one-click order card beside the to-dos.
 */
export function WorkPage() {
  useDocumentTitle('工作台');
  const user = useCustomer();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: 6 }}>
      <UserCentreLayout>
        <Typography component="h1" sx={{ fontSize: 20, fontWeight: 600, mb: 2 }}>
          工作台
        </Typography>
        <WorkbenchPanels
          memberId={user.id}
          orderCard={<OneClickOrderCard />}
          contractSteps={<ContractStepsPanel auditType={user.auditType} />}
          onDownloadTemplate={downloadTemplate}
        />
      </UserCentreLayout>
    </Container>
  );
}
