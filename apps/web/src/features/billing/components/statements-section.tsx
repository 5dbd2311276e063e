import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { StatementStatus } from '@seqportal/contract';
import { useState } from 'react';
import { CompactPagination } from '@/components/counted-pagination';
import { useStatementList } from '../api/get-statement-list';
import { LoadFailed, Section } from './billing-sections';
import { StatementDialog } from './statement-dialog';
import { cellSx, StatusChip, Table } from './statement-table';

const PAGE_SIZE = 20;

/** The monthly statements (对账单) of the billing centre: list, detail, confirm, dispute a line, downloads. */
export function StatementsSection({ memberId, contractId }: { memberId: number; contractId: number | null }) {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useStatementList(memberId, { contractId: contractId ?? undefined, page, pageSize: PAGE_SIZE });
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.totalCount / PAGE_SIZE)) : 1;
  return (
    <Section title="对账单">
      {list.isError ? (
        <LoadFailed what="对账单" onRetry={() => void list.refetch()} />
      ) : (
        <Table
          head={['对账月份', '合同编号', '期初余额', '本期应收', '本期回款', '期末余额', '状态', '回复截止', '操作']}
          testId="statement-list"
        >
          {list.isPending &&
            [0, 1].map((i) => (
              <tr key={i}>
                <Box component="td" colSpan={9} sx={cellSx}>
                  <Skeleton height={24} />
                </Box>
              </tr>
            ))}
          {list.data?.list.length === 0 && (
            <tr>
              <Box component="td" colSpan={9} sx={{ ...cellSx, py: 5, textAlign: 'center', color: 'text.secondary' }}>
                暂无对账单
              </Box>
            </tr>
          )}
          {list.data?.list.map((row) => (
            <tr key={row.id} data-testid={`statement-row-${row.period}-${row.contractNo}`}>
              <Box component="td" sx={cellSx}>
                {row.period}
              </Box>
              <Box component="td" sx={cellSx}>
                {row.contractNo}
              </Box>
              <Box component="td" sx={cellSx}>
                {row.openingBalance}
              </Box>
              <Box component="td" sx={cellSx}>
                {row.chargesTotal}
              </Box>
              <Box component="td" sx={cellSx}>
                {row.paymentsTotal}
              </Box>
              <Box component="td" sx={cellSx}>
                {row.closingBalance}
              </Box>
              <Box component="td" sx={cellSx}>
                <StatusChip statement={row} />
              </Box>
              <Box component="td" sx={cellSx}>
                {row.replyDeadline}
              </Box>
              <Box component="td" sx={cellSx}>
                <Button size="small" onClick={() => setOpenId(row.id)} data-testid={`statement-open-${row.id}`}>
                  {row.status === StatementStatus.Pending ? '核对确认' : '查看'}
                </Button>
              </Box>
            </tr>
          ))}
        </Table>
      )}
      {list.data && list.data.totalCount > PAGE_SIZE && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <CompactPagination pageCount={pageCount} page={page} onChange={setPage} />
        </Box>
      )}
      <StatementDialog memberId={memberId} id={openId} onClose={() => setOpenId(null)} />
    </Section>
  );
}
