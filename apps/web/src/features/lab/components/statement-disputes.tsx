import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import {
  STATEMENT_DISPUTE_MESSAGES,
  STATEMENT_COMMENT_MAX,
  STATEMENT_DISPUTE_STATUS_LABELS,
  StatementDisputeStatus,
  type StatementDisputeEntry,
  type StatementDisputeStatusValue,
} from '@seqportal/contract';
import { useState } from 'react';
import { useResolveStatementDispute, useStatementDisputes } from '../api/statement-disputes';
import { staffErrorText } from '../lib/staff-api';
import type { StaffSession } from '../lib/staff-session';
import { StaffPageFrame } from './staff-page-frame';

const RESOLUTION_REQUIRED = STATEMENT_DISPUTE_MESSAGES.resolutionRequired;

function DisputeCard({ dispute }: { dispute: StatementDisputeEntry }) {
  const [resolution, setResolution] = useState('');
  const [error, setError] = useState('');
  const resolve = useResolveStatementDispute();
  const submit = () => {
    if (resolution.trim() === '') {
      setError(RESOLUTION_REQUIRED);
      return;
    }
    resolve.mutate(
      { id: dispute.id, resolution: resolution.trim() },
      { onError: (failure) => setError(staffErrorText(failure)) },
    );
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 1.5, overflowWrap: 'anywhere' }} data-testid={`dispute-${dispute.id}`}>
      <Box sx={{ fontWeight: 600, mb: 0.5 }}>
        {dispute.ownerName} · {dispute.period} 对账单 {dispute.statementNo}
      </Box>
      <Box sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>
        合同 {dispute.contractNo} · 订单 {dispute.orderNo} · {dispute.goodsName} · 金额 {dispute.amount} 元 · 提出于{' '}
        {new Date(dispute.createdAt).toLocaleString('zh-CN')}
      </Box>
      <Box sx={{ fontSize: 14, mb: 1 }}>客户异议：{dispute.comment}</Box>
      {dispute.status === StatementDisputeStatus.Resolved ? (
        <Box sx={{ fontSize: 14, color: 'success.dark' }}>
          处理意见：{dispute.resolution}（{dispute.resolvedByName}）
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label="处理意见"
            value={resolution}
            onChange={(event) => {
              setResolution(event.target.value);
              setError('');
            }}
            error={error !== ''}
            helperText={error || ' '}
            sx={{ flex: '1 1 260px' }}
            slotProps={{ htmlInput: { maxLength: STATEMENT_COMMENT_MAX, 'data-testid': 'resolution' } }}
          />
          <Button variant="contained" onClick={submit} disabled={resolve.isPending} data-testid="resolve">
            处理完成
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** /lab/statements: support staff work through the customers' statement disputes. */
export function StatementDisputes() {
  const [status, setStatus] = useState<StatementDisputeStatusValue>(StatementDisputeStatus.Open);
  const [page, setPage] = useState(1);
  const disputes = useStatementDisputes(status, page);
  const pageCount = disputes.data ? Math.max(1, Math.ceil(disputes.data.totalCount / 20)) : 1;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }} data-testid="statement-disputes">
      <Box component="h2" sx={{ fontSize: 18, mt: 0 }}>
        对账单异议
      </Box>
      <Tabs
        value={status}
        onChange={(_, next: StatementDisputeStatusValue) => {
          setStatus(next);
          setPage(1);
        }}
        sx={{ mb: 2 }}
      >
        {[StatementDisputeStatus.Open, StatementDisputeStatus.Resolved].map((value) => (
          <Tab key={value} value={value} label={STATEMENT_DISPUTE_STATUS_LABELS[value]} />
        ))}
      </Tabs>
      {disputes.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : disputes.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void disputes.refetch()}>
              重新加载
            </Button>
          }
        >
          {staffErrorText(disputes.error)}
        </Alert>
      ) : disputes.data.list.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>暂无异议</Box>
      ) : (
        disputes.data.list.map((dispute) => <DisputeCard key={dispute.id} dispute={dispute} />)
      )}
      {disputes.data && disputes.data.totalCount > 20 && (
        <Pagination count={pageCount} page={page} onChange={(_, next) => setPage(next)} sx={{ mt: 2 }} />
      )}
    </Container>
  );
}

/** The disputes screen with the console's header: back to the bench, credit notes, sign out. */
export function StatementDisputesPage({ session }: { session: StaffSession }) {
  return (
    <StaffPageFrame session={session}>
      <StatementDisputes />
    </StaffPageFrame>
  );
}
