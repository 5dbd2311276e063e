import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import { MAX_CUSTOM_SAMPLE_COLUMNS } from '@seqportal/contract';
import { useState } from 'react';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { useSession } from '@/lib/auth';
import { notifier } from '@/lib/notifier';
import { useSampleColumns } from '../api/get-sample-columns';
import { saveColumnChoice, toggleColumn, TOO_MANY_COLUMNS, useColumnChoice } from '../lib/sample-columns-choice';

/** /sample_select (516 px): the columns of the sample centre table, at most five (spec part 2 section 5). */
export function SampleSelectLayer({ onClose }: LayerBodyProps) {
  const { user } = useSession();
  const columns = useSampleColumns(user?.id ?? null);
  const stored = useColumnChoice();
  const [selected, setSelected] = useState<string[] | null>(stored);

  if (columns.isPending) {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <CircularProgress size={28} aria-label="加载中" />
      </Box>
    );
  }
  const available = columns.data ?? [];
  const current = selected ?? available.slice(0, MAX_CUSTOM_SAMPLE_COLUMNS).map((column) => column.key);

  return (
    <Box data-testid="sample-select">
      <Box sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>
        选择样本列表中显示的列，最多{MAX_CUSTOM_SAMPLE_COLUMNS}列（已选{' '}
        <span data-testid="selected-count">{current.length}</span> 列）
      </Box>
      {available.length === 0 ? (
        <Box sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>暂无数据</Box>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2 }}>
          {available.map((column) => (
            <FormControlLabel
              key={column.key}
              label={column.title}
              control={
                <Checkbox
                  size="small"
                  checked={current.includes(column.key)}
                  onChange={() => {
                    const next = toggleColumn(current, column.key);
                    if (next === null) notifier.toast(TOO_MANY_COLUMNS, { severity: 'warning' });
                    else setSelected(next);
                  }}
                  slotProps={{ input: { 'aria-label': column.title } }}
                />
              }
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2 }}>
        <Button variant="outlined" onClick={onClose}>
          取消
        </Button>
        <Button
          variant="contained"
          data-testid="columns-save"
          disabled={current.length === 0}
          onClick={() => {
            saveColumnChoice(current);
            onClose();
          }}
        >
          确定
        </Button>
      </Box>
    </Box>
  );
}
