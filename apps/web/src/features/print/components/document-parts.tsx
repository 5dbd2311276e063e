import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SERVICE_PROVIDER } from '@seqportal/contract';
import type { ReactNode } from 'react';

/** The provider on the sheets whose data does not carry it; the same text as the server's PDFs. */
export const PROVIDER_NAME = SERVICE_PROVIDER.brand;

/** The provider's logo and name above the title, as on the PDFs. */
export function ProviderHeader({ name = PROVIDER_NAME, logo = '/favicon.svg' }: { name?: string; logo?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }} data-testid="print-provider">
      <Box component="img" src={logo} alt="" sx={{ width: 32, height: 32, flexShrink: 0 }} />
      <Typography sx={{ fontSize: 14 }}>{name}</Typography>
    </Box>
  );
}

export function DocTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="h2"
      data-testid="print-title"
      sx={{ fontSize: { xs: 20, sm: 24 }, fontWeight: 700, textAlign: 'center', letterSpacing: 4, my: 2 }}
    >
      {children}
    </Typography>
  );
}

export function DocHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h3" sx={{ fontSize: 15, fontWeight: 600, mt: 3, mb: 1, breakAfter: 'avoid' }}>
      {children}
    </Typography>
  );
}

/** Label and value pairs in two columns (one on a phone); printed in two columns too. */
export function KeyValues({ rows, testId }: { rows: ReadonlyArray<readonly [string, ReactNode]>; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 3,
        rowGap: 0.75,
        fontSize: 13,
        '@media print': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', fontSize: '9.5pt' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
          <Box component="span" sx={{ color: 'print.label', flexShrink: 0, minWidth: 72 }}>
            {label}：
          </Box>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? '—' : value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export interface DocColumn {
  header: string;
  /** Share of the printed width, e.g. '12%'. */
  width: string;
  align?: 'left' | 'center' | 'right';
}

const cellSx = {
  border: '1px solid',
  borderColor: 'print.rule',
  padding: '4px 6px',
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
} as const;

/**
 * A bordered table as on the PDFs. On a narrow screen it scrolls sideways inside its box; printed, the scroller
 * is dropped and the fixed layout shares A4's width by the column shares, so nothing is clipped.
 */
export function DocTable({
  columns,
  rows,
  minWidth = 640,
  testId,
  fontSize = 12,
}: {
  columns: readonly DocColumn[];
  rows: ReadonlyArray<readonly ReactNode[]>;
  minWidth?: number;
  testId?: string;
  fontSize?: number;
}) {
  return (
    <Box data-print-scroll sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Box
        component="table"
        data-testid={testId}
        sx={{ width: '100%', minWidth, borderCollapse: 'collapse', tableLayout: 'fixed', fontSize }}
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.header} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <Box
                component="th"
                key={column.header}
                scope="col"
                sx={{ ...cellSx, bgcolor: 'print.tableHead', fontWeight: 600, textAlign: column.align ?? 'left' }}
              >
                {column.header}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, cellIndex) => (
                <Box
                  component="td"
                  key={columns[cellIndex]?.header ?? cellIndex}
                  sx={{ ...cellSx, textAlign: columns[cellIndex]?.align ?? 'left' }}
                >
                  {cell}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
