import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { STATEMENT_DISPUTE_MESSAGES, STATEMENT_COMMENT_MAX, type StatementLine } from '@seqportal/contract';
import { useState } from 'react';
import { notifier } from '@/lib/notifier';
import { useDisputeStatement } from '../api/dispute-statement';

const COMMENT_REQUIRED = STATEMENT_DISPUTE_MESSAGES.commentRequired;

export function DisputeDialog({
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
