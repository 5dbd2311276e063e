import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { StatementStatus, type StatementStatusValue, type StatementSummary } from '@seqportal/contract';
import { type ReactNode } from 'react';

const STATUS_COLOR: Record<StatementStatusValue, 'warning' | 'success' | 'error'> = {
  [StatementStatus.Pending]: 'warning',
  [StatementStatus.Confirmed]: 'success',
  [StatementStatus.Disputed]: 'error',
};

export const cellSx = { py: 1, px: 1.5, whiteSpace: 'nowrap', borderTop: 1, borderColor: 'divider' } as const;

export function Table({ head, children, testId }: { head: string[]; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 13.5 }} data-testid={testId}>
        <Box component="thead" sx={{ bgcolor: 'surface.header' }}>
          <tr>
            {head.map((header) => (
              <Box component="th" key={header} sx={{ py: 1, px: 1.5, whiteSpace: 'nowrap', textAlign: 'left' }}>
                {header}
              </Box>
            ))}
          </tr>
        </Box>
        <tbody>{children}</tbody>
      </Box>
    </Box>
  );
}

export interface StatementColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
}

/** A {@link Table} whose head and cells come from a column list, one row per item. */
export function ColumnTable<Row extends { id: number }>({
  columns,
  rows,
  testId,
}: {
  columns: ReadonlyArray<StatementColumn<Row>>;
  rows: Row[];
  testId: string;
}) {
  return (
    <Table head={columns.map((column) => column.title)} testId={testId}>
      {rows.map((row) => (
        <tr key={row.id}>
          {columns.map((column) => (
            <Box component="td" key={column.key} sx={cellSx}>
              {column.render(row)}
            </Box>
          ))}
        </tr>
      ))}
    </Table>
  );
}

export function StatusChip({
  statement,
}: {
  statement: Pick<StatementSummary, 'status' | 'statusText' | 'autoConfirmed'>;
}) {
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[statement.status]}
      variant="outlined"
      label={statement.autoConfirmed ? '已确认（逾期自动）' : statement.statusText}
    />
  );
}

export function Amounts({ pairs }: { pairs: Array<[string, string]> }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        gap: 1,
        mb: 2,
      }}
    >
      {pairs.map(([label, value]) => (
        <Box key={label} sx={{ bgcolor: 'surface.subtle', borderRadius: 1, px: 1.5, py: 1, minWidth: 0 }}>
          <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{label}</Box>
          <Box sx={{ fontSize: 15, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={`statement-${label}`}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
