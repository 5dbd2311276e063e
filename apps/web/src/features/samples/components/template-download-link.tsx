import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { TemplateType, type TemplateTypeValue } from '@seqportal/contract';
import { useState } from 'react';
import { downloadOrderTemplate } from '../api/download-template';

const TEMPLATES: ReadonlyArray<{ type: TemplateTypeValue; label: string }> = [
  { type: TemplateType.Library, label: '文库' },
  { type: TemplateType.Sample, label: '生物样本' },
];

/**
 * "下载最新下单模板" (spec part 2 section 2.9): one Excel template per product type (libraries, biological
 * samples), with validation lists, an example row and instructions.
 */
export function TemplateDownloadLink() {
  const [busy, setBusy] = useState<TemplateTypeValue | null>(null);
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        fontSize: 13,
        color: 'text.secondary',
        flexWrap: 'wrap',
      }}
    >
      <DownloadIcon sx={{ fontSize: 16 }} />
      下载最新下单模板：
      {TEMPLATES.map(({ type, label }) => (
        <Link
          key={type}
          component="button"
          type="button"
          disabled={busy !== null}
          data-testid={`template-download-${type}`}
          onClick={() => {
            setBusy(type);
            void downloadOrderTemplate({ templateType: type }).finally(() => setBusy(null));
          }}
          sx={{ fontSize: 13 }}
        >
          {busy === type ? '下载中…' : label}
        </Link>
      ))}
    </Box>
  );
}
