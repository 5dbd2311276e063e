import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { STAFF_ROLE_LABELS, type StaffRoleValue } from '@seqportal/contract';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { labKeys } from '@/lib/query-keys';
import { useLabLookup } from '../api/lab-lookup';
import { useLabOrder } from '../api/lab-order';
import { staffErrorText } from '../lib/staff-api';
import { clearStaffSession, type StaffSession } from '../lib/staff-session';
import { ActionLog, type LogEntry } from './action-log';
import { AnalysisQueue } from './analysis-queue';
import { LabOrderPanel } from './lab-order-panel';
import { ScanBox } from './scan-box';
import { FINANCE_LINKS, isSupportOrAdmin } from './staff-page-frame';

const LOG_SIZE = 30;

/** The header's 姓名（角色）: each word once, even for an account named after its role. */
export function staffBadge(displayName: string, roles: readonly StaffRoleValue[]): string {
  const labels = roles.map((role) => STAFF_ROLE_LABELS[role] ?? role).filter((label) => label !== displayName);
  return labels.length > 0 ? `${displayName}（${labels.join('、')}）` : displayName;
}

/**
 * The bench screen: scan (or type) an order number or sample code, then work on that order. Scanning a sample
 * of the order already open adds it to the selection, so tubes can be scanned one after another and then moved
 * with one click; scanning another code opens that order.
 */
export function LabConsole({ session }: { session: StaffSession }) {
  const queryClient = useQueryClient();
  /** Statement disputes, credit notes and the certification review: for support staff and administrators only. */
  const finance = isSupportOrAdmin(session);
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const nextLogId = useRef(1);
  const lookup = useLabLookup();
  const order = useLabOrder(orderNo);

  const report = useCallback((text: string, ok: boolean) => {
    setFeedback({ ok, text });
    const entry: LogEntry = { id: nextLogId.current++, at: new Date(), ok, text };
    setLog((entries) => [entry, ...entries].slice(0, LOG_SIZE));
  }, []);

  const search = useCallback(
    (code: string) => {
      lookup.mutate(code, {
        onSuccess: (answer) => {
          const sameOrder = answer.orderNo === orderNo;
          setOrderNo(answer.orderNo);
          setHighlightId(answer.sampleId);
          if (answer.kind === 'sample' && answer.sampleId !== null) {
            const sampleId = answer.sampleId;
            setSelectedIds((current) => (sameOrder ? new Set([...current, sampleId]) : new Set([sampleId])));
            const sample = answer.order.samples.find((candidate) => candidate.id === sampleId);
            report(`扫描样本 ${sample?.codeNo ?? code}（订单 ${answer.orderNo}）`, true);
          } else {
            setSelectedIds(new Set());
            report(`打开订单 ${answer.orderNo}`, true);
          }
        },
        onError: (error) => report(`未找到「${code}」：${staffErrorText(error)}`, false),
      });
    },
    [lookup, orderNo, report],
  );

  const signOut = (): void => {
    clearStaffSession();
    queryClient.removeQueries({ queryKey: labKeys.all });
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} data-testid="lab-console">
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'common.white' }}>
        <Container maxWidth="xl" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
          <Box component="h1" sx={{ m: 0, fontSize: 20, fontWeight: 600, mr: 'auto' }}>
            SeqPortal 实验室工作台
          </Box>
          <Box sx={{ fontSize: 14 }} data-testid="lab-staff">
            {staffBadge(session.displayName, session.roles)}
          </Box>
          {finance &&
            FINANCE_LINKS.map((link) => (
              <Button
                key={link.to}
                color="inherit"
                variant="outlined"
                size="small"
                component={Link}
                to={link.to}
                data-testid={link.testId}
              >
                {link.label}
              </Button>
            ))}
          {finance && (
            <Button color="inherit" size="small" component={Link} to={paths.labCertifications}>
              机构认证审核
            </Button>
          )}
          <Button color="inherit" variant="outlined" size="small" onClick={signOut} data-testid="lab-logout">
            退出
          </Button>
        </Container>
      </Box>
      <Container
        maxWidth="xl"
        sx={{ py: 3, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 300px', gap: 3, alignItems: 'start' }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
          <ScanBox onSearch={search} busy={lookup.isPending} listening={!dialogOpen} />
          {feedback && (
            <Alert
              severity={feedback.ok ? 'success' : 'error'}
              onClose={() => setFeedback(null)}
              data-testid="lab-feedback"
              data-ok={feedback.ok ? 'true' : 'false'}
              sx={{ fontSize: 15 }}
            >
              {feedback.text}
            </Alert>
          )}
          {orderNo === null ? (
            <Paper variant="outlined" sx={{ p: 6, textAlign: 'center', color: 'text.secondary', borderRadius: 2 }}>
              扫描样本管或订单条码即可开始；也可输入订单号、样本编号后按回车。
            </Paper>
          ) : order.data ? (
            <LabOrderPanel
              order={order.data}
              selectedIds={selectedIds}
              onSelectionChange={setSelectedIds}
              highlightId={highlightId}
              staffName={session.displayName}
              onFeedback={report}
              onDialogChange={setDialogOpen}
            />
          ) : order.isError ? (
            <Alert severity="error">{staffErrorText(order.error)}</Alert>
          ) : (
            <Skeleton variant="rounded" height={320} />
          )}
          <AnalysisQueue
            onOpenOrder={(next) => {
              setOrderNo(next);
              setSelectedIds(new Set());
              report(`打开分析订单 ${next}`, true);
            }}
            onFeedback={report}
          />
        </Box>
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, position: 'sticky', top: 16 }}>
          <Box component="h2" sx={{ m: 0, mb: 1, fontSize: 15, fontWeight: 600 }}>
            本次操作记录
          </Box>
          <ActionLog entries={log} />
        </Paper>
      </Container>
    </Box>
  );
}
