import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

export interface CompactPaginationProps {
  pageCount: number;
  /** The current page; one past the last (the list shrank) shows as the last. */
  page: number;
  onChange: (page: number) => void;
  /** The pagination's `data-testid`, where a test reads it. */
  testId?: string;
}

/**
 * Rounded page buttons with no siblings around the current page, so that they fit beside a table on a phone: the
 * paged tables of the billing centre and the data centre page alike.
 */
export function CompactPagination({ pageCount, page, onChange, testId }: CompactPaginationProps) {
  return (
    <Pagination
      count={pageCount}
      page={Math.min(page, pageCount)}
      onChange={(_, next) => onChange(next)}
      color="primary"
      shape="rounded"
      siblingCount={0}
      data-testid={testId}
    />
  );
}

export interface CountedPaginationProps extends CompactPaginationProps {
  /** How many rows the whole list has: shown as 共 N 条. */
  totalCount: number;
  /** The count's `data-testid`, where a test reads it. */
  totalTestId?: string;
}

/**
 * The footer of a paged table on the user-centre pages (billing report, data centre): the row count, then the
 * compact page buttons, right-aligned and wrapping on a narrow screen.
 */
export function CountedPagination({ totalCount, totalTestId, ...pagination }: CountedPaginationProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 2 }}>
      <Box sx={{ fontSize: 13, color: 'text.secondary' }} data-testid={totalTestId}>
        共 {totalCount} 条
      </Box>
      <CompactPagination {...pagination} />
    </Box>
  );
}
