import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { QC_GRADE_LABELS, SampleProgressStep, type LabSampleView, type QcGradeValue } from '@seqportal/contract';
import { formatBusinessTime } from '@/lib/business-time';

export interface SampleTableProps {
  samples: readonly LabSampleView[];
  selectedIds: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (checked: boolean) => void;
  /** The sample whose code was scanned: highlighted so the bench sees which tube it is. */
  highlightId: number | null;
  onEditQc: (sample: LabSampleView) => void;
}

const GRADE_COLOR: Record<QcGradeValue, 'success' | 'warning' | 'error'> = {
  PASS: 'success',
  RISK: 'warning',
  FAIL: 'error',
};

function progressColor(sample: LabSampleView): 'default' | 'primary' | 'secondary' | 'success' {
  if (sample.progressStep === SampleProgressStep.SequencingDone) return 'success';
  if (sample.progressStep === null || sample.progressStep === SampleProgressStep.Sent) return 'default';
  return 'primary';
}

export function SampleTable({ samples, selectedIds, onToggle, onToggleAll, highlightId, onEditQc }: SampleTableProps) {
  const allChecked = samples.length > 0 && samples.every((sample) => selectedIds.has(sample.id));
  const someChecked = samples.some((sample) => selectedIds.has(sample.id));
  return (
    <Table
      size="small"
      data-testid="lab-samples"
      sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap', bgcolor: 'background.default' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={allChecked}
              indeterminate={someChecked && !allChecked}
              onChange={(event) => onToggleAll(event.target.checked)}
              slotProps={{ input: { 'aria-label': '全选样本' } }}
            />
          </TableCell>
          <TableCell>送样编号</TableCell>
          <TableCell>样本编号</TableCell>
          <TableCell>样本名称</TableCell>
          <TableCell>类型</TableCell>
          <TableCell>商品</TableCell>
          <TableCell>当前进度</TableCell>
          <TableCell>最近操作</TableCell>
          <TableCell>质检结果</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {samples.map((sample) => {
          const last = sample.steps.at(-1);
          return (
            <TableRow
              key={sample.id}
              hover
              selected={selectedIds.has(sample.id)}
              data-testid="lab-sample-row"
              data-code={sample.codeNo}
              data-step={sample.progressStep ?? ''}
              sx={
                highlightId === sample.id
                  ? { outline: '2px solid', outlineColor: 'warning.main', outlineOffset: -2 }
                  : undefined
              }
            >
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selectedIds.has(sample.id)}
                  onChange={() => onToggle(sample.id)}
                  slotProps={{ input: { 'aria-label': `选择样本 ${sample.codeNo}` } }}
                />
              </TableCell>
              {/* The tube's code, with the sample centre's code under it (both scan); the customer's own number beside. */}
              <TableCell sx={{ fontFamily: 'monospace' }} data-testid="lab-sample-send-code">
                {sample.sendTempCode}
                <Box sx={{ fontSize: 11, color: 'text.secondary' }}>{sample.codeNo}</Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="lab-sample-no">
                {sample.sampleNo || '—'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{sample.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{sample.kind}</TableCell>
              <TableCell sx={{ minWidth: 120, maxWidth: 200 }}>{sample.goodsName}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={sample.progressLabel || '待收样'}
                  color={progressColor(sample)}
                  data-testid="lab-sample-progress"
                />
              </TableCell>
              <TableCell sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {last ? `${formatBusinessTime(last.occurredAt, 'MM-DD HH:mm')} · ${last.operatorName}` : '—'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  {sample.qc && (
                    <Chip
                      size="small"
                      variant="outlined"
                      color={GRADE_COLOR[sample.qc.qualityGrade]}
                      label={
                        sample.qc.totalGrade === sample.qc.qualityGrade
                          ? QC_GRADE_LABELS[sample.qc.qualityGrade]
                          : `总量${QC_GRADE_LABELS[sample.qc.totalGrade]}/质量${QC_GRADE_LABELS[sample.qc.qualityGrade]}`
                      }
                      title={`总量${QC_GRADE_LABELS[sample.qc.totalGrade]} / 质量${QC_GRADE_LABELS[sample.qc.qualityGrade]}`}
                    />
                  )}
                  <Button
                    size="small"
                    onClick={() => onEditQc(sample)}
                    disabled={sample.receivedAt === null}
                    data-testid="lab-sample-qc"
                  >
                    {sample.qc ? '修改' : '录入质检'}
                  </Button>
                </Box>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
