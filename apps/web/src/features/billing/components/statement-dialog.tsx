import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { StatementStatus } from '@seqportal/contract';
import { notifier } from '@/lib/notifier';
import { useConfirmStatement } from '../api/confirm-statement';
import { useStatementDetail } from '../api/get-statement-detail';
import { LoadFailed } from './billing-sections';
import { StatementView } from './statement-view';
import { useStatementDownload } from '../lib/use-statement-download';

export function StatementDialog({
  memberId,
  id,
  onClose,
}: {
  memberId: number;
  id: number | null;
  onClose: () => void;
}) {
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
