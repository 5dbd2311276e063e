import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {
  CREDIT_NOTE_MESSAGES,
  CREDIT_NOTE_REASON_MAX,
  type CreditNote,
  type RecordCreditNoteRequest,
} from '@seqportal/contract';
import { useState, type FormEvent } from 'react';
import { CREDIT_NOTE_PAGE_SIZE, useCreditNotes, useRecordCreditNote } from '../api/credit-notes';
import { staffErrorText } from '../lib/staff-api';
import type { StaffSession } from '../lib/staff-session';
import { StaffPageFrame } from './staff-page-frame';

/** Yuan: more than 0, at most 12 integer digits (NUMERIC(14,2)) and two decimals, as the API accepts it. */
const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
const ORDER_NO_MAX = 40;

interface CreditNoteForm {
  orderNo: string;
  amount: string;
  reason: string;
}

type FormErrors = Partial<Record<keyof CreditNoteForm, string>>;

const EMPTY_FORM: CreditNoteForm = { orderNo: '', amount: '', reason: '' };

/** The amount as the API takes it and the confirmation shows it: leading zeros dropped, two decimals. */
export function normaliseAmount(raw: string): string {
  const [whole = '0', fraction = ''] = raw.trim().split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

/** Client-side checks, with the same wording the API answers; an empty object when the form can be sent. */
export function validateCreditNote(form: CreditNoteForm): FormErrors {
  const errors: FormErrors = {};
  if (form.orderNo.trim() === '') errors.orderNo = CREDIT_NOTE_MESSAGES.orderRequired;
  const amount = form.amount.trim();
  if (amount === '') errors.amount = CREDIT_NOTE_MESSAGES.amountRequired;
  else if (!AMOUNT_PATTERN.test(amount) || /^0*(\.0*)?$/.test(amount))
    errors.amount = CREDIT_NOTE_MESSAGES.amountInvalid;
  if (form.reason.trim() === '') errors.reason = CREDIT_NOTE_MESSAGES.reasonRequired;
  return errors;
}

function IssueCreditNote() {
  const [form, setForm] = useState<CreditNoteForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState<RecordCreditNoteRequest | null>(null);
  const [failure, setFailure] = useState('');
  const [issued, setIssued] = useState<CreditNote | null>(null);
  const record = useRecordCreditNote();

  const change = (field: keyof CreditNoteForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure('');
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCreditNote(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIssued(null);
    setFailure('');
    setPending({ orderNo: form.orderNo.trim(), amount: normaliseAmount(form.amount), reason: form.reason.trim() });
  };

  const confirm = () => {
    if (!pending) return;
    record.mutate(pending, {
      onSuccess: (note) => {
        setIssued(note);
        setForm(EMPTY_FORM);
        setPending(null);
      },
      // The form keeps what was typed: correct it and send again.
      onError: (error) => {
        setFailure(staffErrorText(error));
        setPending(null);
      },
    });
  };

  const field = (name: keyof CreditNoteForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => change(name)(event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    disabled: record.isPending,
  });

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box component="h3" sx={{ fontSize: 16, mt: 0, mb: 2 }}>
        开具减免
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={review}
        data-testid="credit-note-form"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 180px 2fr auto' }, gap: 2 }}
      >
        <TextField
          size="small"
          label="订单编号"
          {...field('orderNo')}
          slotProps={{ htmlInput: { maxLength: ORDER_NO_MAX, 'data-testid': 'credit-order-no' } }}
        />
        <TextField
          size="small"
          label="减免金额（元）"
          {...field('amount')}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16, 'data-testid': 'credit-amount' } }}
        />
        <TextField
          size="small"
          label="减免原因"
          {...field('reason')}
          slotProps={{ htmlInput: { maxLength: CREDIT_NOTE_REASON_MAX, 'data-testid': 'credit-reason' } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={record.isPending} data-testid="credit-review">
            开具减免
          </Button>
        </Box>
      </Box>
      {failure && (
        <Alert severity="error" onClose={() => setFailure('')} data-testid="credit-error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      {issued && (
        <Alert severity="success" onClose={() => setIssued(null)} data-testid="credit-success" sx={{ mt: 1 }}>
          减免已开具：{issued.creditNoteNo}，订单 {issued.orderNo}（合同 {issued.contractNo}）减免 {issued.amount}{' '}
          元，订单仍未付 {issued.remaining} 元。
        </Alert>
      )}
      <Dialog
        open={pending !== null}
        onClose={() => {
          if (!record.isPending) setPending(null);
        }}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle>确认开具减免</DialogTitle>
        <DialogContent data-testid="credit-confirm">
          {pending && (
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                订单编号
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {pending.orderNo}
              </Box>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                减免金额
              </Box>
              <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {pending.amount} 元
              </Box>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                减免原因
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {pending.reason}
              </Box>
            </Box>
          )}
          <Box sx={{ mt: 2, fontSize: 14, color: 'text.secondary' }}>
            开具后计入本月对账单，客户应付金额随之减少，不能撤销。
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)} disabled={record.isPending}>
            返回修改
          </Button>
          <Button
            variant="contained"
            onClick={confirm}
            disabled={record.isPending}
            startIcon={record.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="credit-confirm-submit"
          >
            {record.isPending ? '正在开具…' : '确认开具'}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

function IssuedCreditNotes() {
  const [page, setPage] = useState(1);
  const notes = useCreditNotes(page);
  const pageCount = notes.data ? Math.max(1, Math.ceil(notes.data.totalCount / CREDIT_NOTE_PAGE_SIZE)) : 1;
  return (
    <Box data-testid="credit-note-list">
      <Box component="h3" sx={{ fontSize: 16, mt: 0, mb: 1 }}>
        已开具的减免
      </Box>
      {notes.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : notes.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void notes.refetch()}>
              重新加载
            </Button>
          }
        >
          {staffErrorText(notes.error)}
        </Alert>
      ) : notes.data.list.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>暂无减免记录</Box>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>订单编号</TableCell>
                <TableCell>客户/机构</TableCell>
                <TableCell align="right">减免金额（元）</TableCell>
                <TableCell>减免原因</TableCell>
                <TableCell>开具人</TableCell>
                <TableCell>开具日期</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {notes.data.list.map((note) => (
                <TableRow key={note.id} data-testid={`credit-note-${note.id}`}>
                  <TableCell>
                    {note.orderNo}
                    <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{note.creditNoteNo}</Box>
                  </TableCell>
                  <TableCell>
                    {note.ownerName}
                    <Box sx={{ fontSize: 12, color: 'text.secondary' }}>合同 {note.contractNo}</Box>
                  </TableCell>
                  <TableCell align="right">{note.amount}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{note.reason}</TableCell>
                  <TableCell>{note.staffName ?? '—'}</TableCell>
                  <TableCell>
                    {note.issuedOn}
                    <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
                      录入于 {new Date(note.createdAt).toLocaleString('zh-CN')}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {notes.data && notes.data.totalCount > CREDIT_NOTE_PAGE_SIZE && (
        <Pagination count={pageCount} page={page} onChange={(_, next) => setPage(next)} sx={{ mt: 2 }} />
      )}
    </Box>
  );
}

/** /lab/credit-notes: support staff and administrators issue credit notes (减免) and see those issued. */
export function CreditNotes() {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }} data-testid="credit-notes">
      <Box component="h2" sx={{ fontSize: 18, mt: 0 }}>
        减免
      </Box>
      <IssueCreditNote />
      <IssuedCreditNotes />
    </Container>
  );
}

export function CreditNotesPage({ session }: { session: StaffSession }) {
  return (
    <StaffPageFrame session={session}>
      <CreditNotes />
    </StaffPageFrame>
  );
}
