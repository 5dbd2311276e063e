import Box from '@mui/material/Box';
import type { TemplateTypeValue } from '@seqportal/contract';
import type { ReactNode } from 'react';
import { ChartPanel } from './chart-panel';
import { ContractTemplatesPanel } from './contract-templates-panel';
import { CustomProductsPanel } from './custom-products-panel';
import { PendingSamplesPanel } from './pending-samples-panel';
import { RecentPurchasesPanel } from './recent-purchases-panel';
import { TodoPanel } from './todo-panel';

interface WorkbenchPanelsProps {
  memberId: number;
  /** The one-click order card of the samples feature, placed by the page beside the to-dos. */
  orderCard: ReactNode;
  /** The contracts feature's batch-order panel (three steps, or a banner for unapproved accounts), placed on top. */
  contractSteps?: ReactNode;
  onDownloadTemplate: (templateType: TemplateTypeValue) => Promise<void>;
}

/** The /work layout: two columns on a desktop, one on a phone (spec part 2 section 2.9). */
export function WorkbenchPanels({ memberId, orderCard, contractSteps, onDownloadTemplate }: WorkbenchPanelsProps) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}
    >
      {contractSteps && <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>{contractSteps}</Box>}
      <TodoPanel memberId={memberId} />
      <Box sx={{ minWidth: 0 }}>{orderCard}</Box>
      <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
        <ChartPanel memberId={memberId} />
      </Box>
      <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
        <PendingSamplesPanel memberId={memberId} />
      </Box>
      <RecentPurchasesPanel memberId={memberId} />
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0, alignContent: 'start' }}>
        <CustomProductsPanel memberId={memberId} />
        <ContractTemplatesPanel memberId={memberId} onDownload={onDownloadTemplate} />
      </Box>
    </Box>
  );
}
