import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  STATEMENT_COMMENT_MAX,
  StatementLineKind,
  StatementStatus,
  type StatementDetail,
  type StatementLine,
  type StatementStatusValue,
  type StatementSummary,
} from '@seqportal/contract';
import { useState, type ReactNode } from 'react';
import { notifier } from '@/lib/notifier';
import { useConfirmStatement } from '../api/confirm-statement';
import { useDisputeStatement } from '../api/dispute-statement';
import { useDownloadStatement, type StatementFileFormat } from '../api/download-statement';
import { useStatementDetail } from '../api/get-statement-detail';
import { useStatementList } from '../api/get-statement-list';
import { LoadFailed, Section } from './billing-sections';

const PAGE_SIZE = 20;
const COMMENT_REQUIRED = '请填写异议说明';

const STATUS_COLOR: Record<StatementStatusValue, 'warning' | 'success' | 'error'> = {
  [StatementStatus.Pending]: 'warning',
  [StatementStatus.Confirmed]: 'success',
  [StatementStatus.Disputed]: 'error',
};

const cellSx = { py: 1, px: 1.5, whiteSpace: 'nowrap', borderTop: 1, borderColor: 'divider' } as const;

function Table({ head, children, testId }: { head: string[]; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 13.5 }} data-testid={testId}>
        <Box component="thead" sx={{ bgcolor: '#f3f6f9' }}>
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

function StatusChip({ statement }: { statement: Pick<StatementSummary, 'status' | 'statusText' | 'autoConfirmed'> }) {
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[statement.status]}
      variant="outlined"
      label={statement.autoConfirmed ? '已确认（逾期自动）' : statement.statusText}
    />
  );
}

/** Opens the download in a tab opened by the click itself (a tab opened later would be blocked as a pop-up). */
function useStatementDownload() {
  const download = useDownloadStatement();
  const start = (id: number, format: StatementFileFormat) => {
    const tab = globalThis.open('', '_blank');
    download.mutate(
      { id, format },
      {
        onSuccess: (answer) => {
          if (tab) tab.location.href = answer.url;
          else globalThis.open(answer.url, '_blank', 'noopener');
          notifier.success('正在下载...');
        },
        onError: () => tab?.close(),
      },
    );
  };
  return { start, pending: download.isPending };
}

function Amounts({ pairs }: { pairs: Array<[string, string]> }) {
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
        <Box key={label} sx={{ bgcolor: '#f7f9fb', borderRadius: 1, px: 1.5, py: 1, minWidth: 0 }}>
          <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{label}</Box>
          <Box sx={{ fontSize: 15, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={`statement-${label}`}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function DisputeDialog({
  statementId,
  line,
  onClose,
}: {
  statementId: number;
  line: StatementLine | null;
  onClose: () => void;
}) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const dispute = useDisputeStatement();
  const submit = () => {
    if (!line) return;
    if (comment.trim() === '') {
      setError(COMMENT_REQUIRED);
      return;
    }
    dispute.mutate(
      { id: statementId, lineId: line.id, comment: comment.trim() },
      {
        onSuccess: () => {
          notifier.success('异议已提交，客服将尽快处理');
          setComment('');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open={line !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>对明细提出异议</DialogTitle>
      <DialogContent>
        {line && (
          <Box sx={{ fontSize: 14, mb: 1.5, overflowWrap: 'anywhere' }}>
            订单 {line.orderNo} · {line.goodsName} · 金额 {line.amount} 元
          </Box>
        )}
        <TextField
          label="异议说明"
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setError('');
          }}
          multiline
          minRows={3}
          fullWidth
          error={error !== ''}
          helperText={error || `${comment.length}/${STATEMENT_COMMENT_MAX}`}
          slotProps={{ htmlInput: { maxLength: STATEMENT_COMMENT_MAX, 'data-testid': 'dispute-comment' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" onClick={submit} disabled={dispute.isPending} data-testid="dispute-submit">
          提交异议
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function StatementView({ statement }: { statement: StatementDetail }) {
  const [disputing, setDisputing] = useState<StatementLine | null>(null);
  const open = statement.status !== StatementStatus.Confirmed;
  const charges = statement.lines.filter((line) => line.kind === StatementLineKind.Charge);
  const payments = statement.lines.filter((line) => line.kind === StatementLineKind.Payment);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5, fontSize: 14 }}>
        <StatusChip statement={statement} />
        <Box sx={{ overflowWrap: 'anywhere' }}>
          {statement.ownerName} · 合同 {statement.contractNo} · {statement.periodStart} 至 {statement.periodEnd}
        </Box>
      </Box>
      {statement.status === StatementStatus.Pending && (
        <Box sx={{ fontSize: 13, color: 'warning.dark', mb: 1.5 }}>
          请于 {statement.replyDeadline} 前确认或提出异议，逾期未回复视为确认。
        </Box>
      )}
      <Amounts
        pairs={[
          ['期初余额', statement.openingBalance],
          ['本期应收', statement.chargesTotal],
          ['本期回款', statement.paymentsTotal],
          ['期末余额', statement.closingBalance],
          ['信用额度', statement.creditLimit ?? '未授信'],
          ['已用额度', statement.creditUsed],
          ['可用额度', statement.creditAvailable ?? '—'],
          ['滞纳金', statement.latePenalty],
        ]}
      />
      <Box sx={{ fontSize: 14, fontWeight: 600, mb: 1 }}>账龄（月末未付）</Box>
      <Amounts
        pairs={[
          ['0-30天', statement.aging.days0to30],
          ['31-60天', statement.aging.days31to60],
          ['61-90天', statement.aging.days61to90],
          ['90天以上', statement.aging.over90],
        ]}
      />
      <Box sx={{ fontSize: 14, fontWeight: 600, mb: 1 }}>本期订单明细（{charges.length} 行）</Box>
      <Table head={['序号', '订单编号', '商品名称', '数量', '单价', '金额', '收样日期', '']} testId="statement-lines">
        {charges.length === 0 && (
          <tr>
            <Box component="td" colSpan={8} sx={{ ...cellSx, textAlign: 'center', color: 'text.secondary', py: 3 }}>
              本月无新增订单
            </Box>
          </tr>
        )}
        {charges.map((line) => (
          <tr key={line.id} data-testid={`statement-line-${line.lineNo}`}>
            <Box component="td" sx={cellSx}>
              {line.lineNo}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.orderNo}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.goodsName}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.goodsCount}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.unitPrice}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.amount}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.lineDate}
            </Box>
            <Box component="td" sx={cellSx}>
              {line.disputed ? (
                <Chip size="small" color="error" label="异议处理中" />
              ) : (
                open && (
                  <Button size="small" onClick={() => setDisputing(line)} data-testid={`dispute-line-${line.lineNo}`}>
                    异议
                  </Button>
                )
              )}
            </Box>
          </tr>
        ))}
      </Table>
      {payments.length > 0 && (
        <>
          <Box sx={{ fontSize: 14, fontWeight: 600, mt: 2, mb: 1 }}>本期回款</Box>
          <Table head={['订单编号', '摘要', '回款日期', '金额']} testId="statement-payments">
            {payments.map((line) => (
              <tr key={line.id}>
                <Box component="td" sx={cellSx}>
                  {line.orderNo}
                </Box>
                <Box component="td" sx={cellSx}>
                  {line.goodsName}
                </Box>
                <Box component="td" sx={cellSx}>
                  {line.lineDate}
                </Box>
                <Box component="td" sx={cellSx}>
                  {line.amount}
                </Box>
              </tr>
            ))}
          </Table>
        </>
      )}
      {statement.disputes.length > 0 && (
        <>
          <Box sx={{ fontSize: 14, fontWeight: 600, mt: 2, mb: 1 }}>异议记录</Box>
          {statement.disputes.map((dispute) => {
            const line = statement.lines.find((candidate) => candidate.id === dispute.lineId);
            return (
              <Box
                key={dispute.id}
                sx={{ fontSize: 13.5, mb: 1, p: 1, bgcolor: '#fff8f0', borderRadius: 1, overflowWrap: 'anywhere' }}
              >
                <Box>
                  第 {line?.lineNo} 行（{line?.orderNo}）：{dispute.comment} · {dispute.statusText}
                </Box>
                {dispute.resolution && <Box sx={{ color: 'text.secondary' }}>处理意见：{dispute.resolution}</Box>}
              </Box>
            );
          })}
        </>
      )}
      <DisputeDialog statementId={statement.id} line={disputing} onClose={() => setDisputing(null)} />
    </>
  );
}

function StatementDialog({ memberId, id, onClose }: { memberId: number; id: number | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width:600px)');
  const detail = useStatementDetail(memberId, id);
  const confirm = useConfirmStatement();
  const download = useStatementDownload();
  const statement = detail.data;
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        对账单 {statement ? `${statement.period}（${statement.statementNo}）` : ''}
      </DialogTitle>
      <DialogContent dividers data-testid="statement-detail">
        {detail.isPending ? (
          <Skeleton variant="rounded" height={240} />
        ) : detail.isError ? (
          <LoadFailed what="对账单" onRetry={() => void detail.refetch()} />
        ) : (
          <StatementView statement={detail.data} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          onClick={() => id && download.start(id, 'pdf')}
          disabled={!statement || download.pending}
          data-testid="statement-pdf"
        >
          下载PDF
        </Button>
        <Button
          onClick={() => id && download.start(id, 'xlsx')}
          disabled={!statement || download.pending}
          data-testid="statement-xlsx"
        >
          下载Excel
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>关闭</Button>
        {statement?.status === StatementStatus.Pending && (
          <Button
            variant="contained"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(statement.id, { onSuccess: () => notifier.success('对账单已确认') })}
            data-testid="statement-confirm"
          >
            确认对账单
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

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
          <Pagination
            count={pageCount}
            page={Math.min(page, pageCount)}
            onChange={(_, next) => setPage(next)}
            color="primary"
            shape="rounded"
            siblingCount={0}
          />
        </Box>
      )}
      <StatementDialog memberId={memberId} id={openId} onClose={() => setOpenId(null)} />
    </Section>
  );
}
