import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { OrderGoodsSamples, SampleRow } from '@seqportal/contract';
import { ScrollCue } from '@/components/scroll-cue';

const COLUMNS: ReadonlyArray<{ key: keyof SampleRow; title: string }> = [
  // The generated send code (on the tube's barcode) and the customer's own number, both: neither replaces the other.
  { key: 'sendTempCode', title: '送样编号' },
  { key: 'sampleNo', title: '样本编号' },
  // The customer's own names; the product (goodsTitle) is the goods line above the table.
  { key: 'sampleName', title: '样本名称' },
  { key: 'wkName', title: '文库名称' },
  { key: 'species', title: '物种' },
  { key: 'num', title: '管数' },
  { key: 'dataSize', title: '数据量(G)' },
  { key: 'zwkName', title: '子文库' },
  { key: 'indexi7', title: 'i7' },
  { key: 'indexi5', title: 'i5' },
];

function cell(row: SampleRow, key: keyof SampleRow): string {
  const value = row[key];
  // A data amount of 0 means none was asked for (biological samples): blank, so the column drops out.
  if (key === 'dataSize' && value === 0) return '';
  return value === null || value === undefined || Array.isArray(value) ? '' : String(value);
}

/** The samples submitted for one goods line (文库 or 生物), or a note that none were submitted yet. */
export function OrderSamplesTable({ sample }: { sample: OrderGoodsSamples | null }) {
  if (!sample || sample.item2.length === 0) {
    return <Box sx={{ mt: 1, ml: { sm: 9.5 }, fontSize: 13, color: 'text.secondary' }}>暂未提交样本信息</Box>;
  }
  // Columns nobody filled (e.g. index for biological samples) are left out rather than shown empty.
  const columns = COLUMNS.filter((column) => sample.item2.some((row) => cell(row, column.key) !== ''));
  return (
    <Box
      data-testid="order-samples"
      sx={{ mt: 1, ml: { sm: 9.5 }, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
    >
      <Box sx={{ px: 1.5, py: 0.75, display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'surface.subtle' }}>
        <Chip size="small" label={sample.item1} color="secondary" variant="outlined" sx={{ height: 20 }} />
        <Box sx={{ fontSize: 13, color: 'text.secondary' }}>共 {sample.item2.length} 个样本</Box>
      </Box>
      <ScrollCue>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {column.title}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sample.item2.map((row, index) => (
              <TableRow key={`${row.sendTempCode}-${index}`}>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    sx={{
                      fontSize: 13,
                      whiteSpace: 'nowrap',
                      fontFamily: column.key.startsWith('index')
                        ? 'ui-monospace, Menlo, Consolas, monospace'
                        : undefined,
                    }}
                  >
                    {cell(row, column.key)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollCue>
    </Box>
  );
}
