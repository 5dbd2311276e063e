import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TemplateTypeValue } from '@seqportal/contract';
import { useContractTemplateList } from '../api/get-contract-template-list';
import { WorkbenchPanel } from './workbench-panel';

/** The template type named in a template path (…/DownLoadExcel?templateType=LIBRARY). */
function templateTypeOf(path: string): TemplateTypeValue | null {
  const value = new URL(path, 'http://localhost').searchParams.get('templateType');
  return value === 'LIBRARY' || value === 'SAMPLE' ? value : null;
}

interface ContractTemplatesPanelProps {
  memberId: number;
  /** Downloads a template of a type; given by the page, which owns the token-carrying download. */
  onDownload: (templateType: TemplateTypeValue) => Promise<void>;
}

/** 合同下单模板: one sample-sheet template per contract and product type; 无合同模板 when there is none. */
export function ContractTemplatesPanel({ memberId, onDownload }: ContractTemplatesPanelProps) {
  const query = useContractTemplateList(memberId);
  const items = query.data ?? [];
  return (
    <WorkbenchPanel
      title="合同下单模板"
      testId="contract-templates-panel"
      state={query}
      empty={items.length === 0}
      emptyText="无合同模板"
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => {
          const type = templateTypeOf(item.path);
          return (
            <Box
              component="li"
              key={`${item.id}-${item.path}`}
              data-testid="contract-template"
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.5 }}
            >
              <Typography sx={{ fontSize: 14, minWidth: 0 }}>{item.name}</Typography>
              <Button size="small" disabled={!type} onClick={() => type && void onDownload(type)}>
                下载
              </Button>
            </Box>
          );
        })}
      </Box>
    </WorkbenchPanel>
  );
}
