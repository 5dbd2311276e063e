import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { paths } from '@/config/paths';
import { useOpenLayer } from '@/lib/layer-navigation';
import { clearSampleSheet, useSampleSheet, type SheetError } from '../lib/sample-sheet';

/** 'L（i7 index）': the letter Excel shows and the title the customer typed. */
export function columnText(error: SheetError): string {
  if (error.column && error.title) return `${error.column}（${error.title}）`;
  return error.column ?? error.title ?? '—';
}

function hasRows(lists: { ybList?: unknown[]; wkList?: unknown[]; lanList?: unknown[] }): boolean {
  return (lists.ybList?.length ?? 0) + (lists.wkList?.length ?? 0) + (lists.lanList?.length ?? 0) > 0;
}

/**
 * /sample_info_error (580 px): what is wrong in the imported sheet, each with its row and column, so the
 * customer can fix it in Excel and upload again, or fix it straight away in the sample table.
 */
export function SampleInfoErrorLayer({ onClose }: LayerBodyProps) {
  const sheet = useSampleSheet();
  const openLayer = useOpenLayer();

  if (!sheet || sheet.errors.length === 0) {
    return (
      <Box sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
        暂无信息
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={onClose}>
            关闭
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <Box>
      <Box sx={{ fontSize: 13.5, mb: 1.5 }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {sheet.fileName}
        </Box>{' '}
        中有
        <Box component="span" sx={{ color: 'error.main', fontWeight: 600, mx: 0.5 }} data-testid="sheet-error-count">
          {sheet.errors.length}
        </Box>
        处错误，请修改后重新上传，或直接在表格中修改。
      </Box>
      <Box sx={{ maxHeight: 360, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
          <Box component="thead" sx={{ bgcolor: 'surface.header', position: 'sticky', top: 0 }}>
            <tr>
              <Box component="th" sx={{ width: 80, py: 1, px: 1.5, textAlign: 'left' }}>
                工作表
              </Box>
              <Box component="th" sx={{ width: 48, py: 1, px: 1.5, textAlign: 'left' }}>
                行
              </Box>
              <Box component="th" sx={{ width: 120, py: 1, px: 1.5, textAlign: 'left' }}>
                列
              </Box>
              <Box component="th" sx={{ py: 1, px: 1.5, textAlign: 'left' }}>
                错误信息
              </Box>
            </tr>
          </Box>
          <tbody>
            {sheet.errors.map((error, index) => (
              <Box component="tr" key={index} data-testid="sheet-error" sx={{ borderTop: 1, borderColor: 'divider' }}>
                <Box component="td" sx={{ py: 0.75, px: 1.5, color: 'text.secondary' }}>
                  {error.sheet ?? '—'}
                </Box>
                <Box component="td" data-testid="sheet-error-row" sx={{ py: 0.75, px: 1.5 }}>
                  {error.row ?? '—'}
                </Box>
                <Box component="td" data-testid="sheet-error-column" sx={{ py: 0.75, px: 1.5 }}>
                  {columnText(error)}
                </Box>
                <Box component="td" data-testid="sheet-error-message" sx={{ py: 0.75, px: 1.5, color: 'error.main' }}>
                  {error.message}
                </Box>
              </Box>
            ))}
          </tbody>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2.5 }}>
        <Button
          variant="outlined"
          onClick={() => {
            clearSampleSheet();
            onClose();
          }}
        >
          重新上传
        </Button>
        {hasRows(sheet.lists) && (
          <Button variant="contained" onClick={() => openLayer(paths.sampleInput)} data-testid="fix-in-table">
            在表格中修改
          </Button>
        )}
      </Box>
    </Box>
  );
}
