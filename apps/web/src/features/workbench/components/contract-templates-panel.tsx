import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TemplateTypeValue } from '@seqportal/contract';
import { useState } from 'react';
import { contractTemplateLink, useContractTemplateList } from '../api/get-contract-template-list';
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

/** Opens a link made on demand from the click that asked for it. */
function openLink(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.target = '_blank';
  anchor.rel = 'noopener noreferrer';
  anchor.click();
}

/**
 * 合同下单模板: one batch template per contract and product kind, listing that contract's own products
 * (GetContractTemplate); 无合同模板 when there is none. A generic DownLoadExcel path is still understood.
 */
export function ContractTemplatesPanel({ memberId, onDownload }: ContractTemplatesPanelProps) {
  const query = useContractTemplateList(memberId);
  const items = query.data ?? [];
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (path: string) => {
    const type = templateTypeOf(path);
    setBusy(path);
    try {
      const link = await contractTemplateLink(path);
      if (link) openLink(link);
      else if (type) await onDownload(type);
    } catch {
      // The API client has shown the server's message (无可用合同模板 among them).
    } finally {
      setBusy(null);
    }
  };
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
          return (
            <Box
              component="li"
              key={`${item.id}-${item.path}`}
              data-testid="contract-template"
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.5 }}
            >
              <Typography sx={{ fontSize: 14, minWidth: 0 }}>{item.name}</Typography>
              <Button size="small" disabled={busy !== null} onClick={() => void download(item.path)}>
                {busy === item.path ? '生成中…' : '下载'}
              </Button>
            </Box>
          );
        })}
      </Box>
    </WorkbenchPanel>
  );
}
