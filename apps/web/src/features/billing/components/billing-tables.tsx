import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { BILLING_REPORT_COLUMNS, type BillingDetailRow, type BillingReportRow } from '@seqportal/contract';
import type { ReactNode } from 'react';
import { formatBusinessTime } from '@/lib/business-time';

interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
}

/** A long table's bounded height, and the name the keyboard and screen readers know its scrolling region by. */
interface ScrollBox {
  maxHeight: number;
  label: string;
}

/**
 * A plain table that scrolls sideways on a narrow screen, with its loading and empty rows. With `scroll` it also
 * scrolls down inside that height under a header that stays in view, and is a named, focusable region so that the
 * keyboard can scroll it too.
 */
function DataTable<Row>({
  columns,
  rows,
  loading,
  rowKey,
  testId,
  scroll,
}: {
  columns: ReadonlyArray<Column<Row>>;
  rows: Row[] | undefined;
  loading: boolean;
  rowKey: (row: Row, index: number) => string;
  testId: string;
  scroll?: ScrollBox;
}) {
  const cellSx = { py: 1, px: 1.5, whiteSpace: 'nowrap' } as const;
  const headerSx = scroll ? { position: 'sticky', top: 0, zIndex: 1, bgcolor: 'surface.header' } : {};
  return (
    <Box
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: scroll?.maxHeight }}
      {...(scroll && { role: 'region', tabIndex: 0, 'aria-label': scroll.label })}
    >
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 13.5 }} data-testid={testId}>
        <Box component="thead" sx={{ bgcolor: 'surface.header' }}>
          <tr>
            {columns.map((column) => (
              <Box component="th" key={column.key} sx={{ ...cellSx, ...headerSx, textAlign: column.align ?? 'left' }}>
                {column.header}
              </Box>
            ))}
          </tr>
        </Box>
        <tbody>
          {loading &&
            [0, 1, 2].map((i) => (
              <tr key={i}>
                <Box component="td" colSpan={columns.length} sx={{ px: 1.5, py: 1 }}>
                  <Skeleton height={24} />
                </Box>
              </tr>
            ))}
          {!loading && rows?.length === 0 && (
            <tr>
              <Box component="td" colSpan={columns.length} sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}>
                暂无数据
              </Box>
            </tr>
          )}
          {rows?.map((row, index) => (
            <Box
              component="tr"
              key={rowKey(row, index)}
              sx={{ borderTop: 1, borderColor: 'divider' }}
              data-testid={`${testId}-row`}
            >
              {columns.map((column) => (
                <Box component="td" key={column.key} sx={{ ...cellSx, textAlign: column.align ?? 'left' }}>
                  {column.cell(row)}
                </Box>
              ))}
            </Box>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** About twelve rows under the header. */
const DETAIL_SCROLL: ScrollBox = { maxHeight: 480, label: '账单明细' };

const DETAIL_COLUMNS: ReadonlyArray<Column<BillingDetailRow>> = [
  { key: 'orderNo', header: '订单号', cell: (row) => row.orderNo },
  { key: 'goodsName', header: '商品名称', cell: (row) => row.goodsName },
  { key: 'paymentTime', header: '付款时间', cell: (row) => formatBusinessTime(row.paymentTime) },
  { key: 'goodsCount', header: '数量', cell: (row) => row.goodsCount, align: 'right' },
  { key: 'actualAmount', header: '金额（元）', cell: (row) => row.actualAmount, align: 'right' },
];

/**
 * The orders of the period and filter, newest first (up to the API's row limit): a year of orders is a hundred rows
 * or more, so the table keeps to about twelve rows' height and scrolls inside it, and the report below stays within
 * reach.
 */
export function DetailTable({ rows, loading }: { rows: BillingDetailRow[] | undefined; loading: boolean }) {
  return (
    <DataTable
      columns={DETAIL_COLUMNS}
      rows={rows}
      loading={loading}
      rowKey={(row, index) => `${row.orderNo}-${index}`}
      testId="billing-detail"
      scroll={DETAIL_SCROLL}
    />
  );
}

const NUMERIC = new Set<keyof BillingReportRow>([
  'overdueDay',
  'unitPrice',
  'targetCount',
  'targetDataCount',
  'total',
  'actualProductionRate',
  'total_Value',
  'overduePayment',
  'discountPrice',
  'needPay',
]);

const REPORT_COLUMNS: ReadonlyArray<Column<BillingReportRow>> = BILLING_REPORT_COLUMNS.map((column) => ({
  key: column.key,
  header: column.header,
  cell: (row: BillingReportRow) => row[column.key] ?? '',
  ...(NUMERIC.has(column.key) ? { align: 'right' as const } : {}),
}));

export function ReportTable({ rows, loading }: { rows: BillingReportRow[] | undefined; loading: boolean }) {
  return (
    <DataTable
      columns={REPORT_COLUMNS}
      rows={rows}
      loading={loading}
      rowKey={(row, index) => `${row.yyCode}-${row.skuCode}-${index}`}
      testId="billing-report"
    />
  );
}
