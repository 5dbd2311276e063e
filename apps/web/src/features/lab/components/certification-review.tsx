import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { AUDIT_TYPE_LABELS, type CertificationFile, type CertificationReviewDetail } from '@seqportal/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EXTERNAL_NEW_TAB } from '@/lib/new-tab';
import { useCertificationDetail, useCertificationQueue, useReviewCertification } from '../api/certification-review';
import { staffErrorText } from '../lib/staff-api';
import { clearStaffSession, type StaffSession } from '../lib/staff-session';
import { isSupportOrAdmin } from './staff-page-frame';

const TABS = [
  { auditType: 2, label: '待审核' },
  { auditType: 3, label: '已通过' },
  { auditType: 4, label: '已驳回' },
] as const;

/** /lab/certifications: the review queue of organisation certifications, for support and administrators. */
export function CertificationReview({ session }: { session: StaffSession }) {
  const [auditType, setAuditType] = useState<number>(2);
  const [selected, setSelected] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const queue = useCertificationQueue(auditType);
  const allowed = isSupportOrAdmin(session);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} data-testid="certification-review">
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'common.white' }}>
        <Container maxWidth="xl" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, flexWrap: 'wrap' }}>
          <Box component="h1" sx={{ m: 0, fontSize: 20, fontWeight: 600, mr: 'auto' }}>
            机构认证审核
          </Box>
          <Button color="inherit" component={RouterLink} to={paths.lab} size="small">
            返回实验室工作台
          </Button>
          <Button color="inherit" variant="outlined" size="small" onClick={clearStaffSession}>
            退出
          </Button>
        </Container>
      </Box>
      <Container maxWidth="xl" sx={{ py: 3 }}>
        {!allowed ? (
          <Alert severity="warning">仅客服与管理员可审核机构认证</Alert>
        ) : (
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0,1fr)', md: '360px minmax(0,1fr)' }, gap: 3 }}
          >
            <Paper variant="outlined" sx={{ borderRadius: 2, minWidth: 0 }}>
              <Tabs
                value={auditType}
                onChange={(_event, value: number) => {
                  setAuditType(value);
                  setSelected(null);
                }}
                variant="fullWidth"
              >
                {TABS.map((tab) => (
                  <Tab key={tab.auditType} value={tab.auditType} label={tab.label} />
                ))}
              </Tabs>
              {queue.isPending ? (
                <Box sx={{ p: 2 }}>
                  <Skeleton height={56} />
                  <Skeleton height={56} />
                </Box>
              ) : queue.isError ? (
                <Alert severity="error" sx={{ m: 2 }}>
                  {staffErrorText(queue.error)}
                </Alert>
              ) : queue.data.length === 0 ? (
                <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>暂无数据</Box>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="certification-queue">
                  {queue.data.map((item) => (
                    <Box
                      component="li"
                      key={item.organisationId}
                      onClick={() => setSelected(item.organisationId)}
                      data-testid="certification-queue-item"
                      sx={{
                        px: 2,
                        py: 1.5,
                        cursor: 'pointer',
                        borderTop: 1,
                        borderColor: 'divider',
                        bgcolor: selected === item.organisationId ? 'action.selected' : undefined,
                      }}
                    >
                      <Box sx={{ fontWeight: 600 }}>{item.mechanismName}</Box>
                      <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
                        {item.typeName} · {item.account} · {item.phone} ·{' '}
                        {new Date(item.submittedAt).toLocaleString('zh-CN')}
                      </Box>
                    </Box>
                  ))}
                </Box>
              )}
            </Paper>
            <Box sx={{ minWidth: 0 }}>
              {notice && (
                <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }} data-testid="review-notice">
                  {notice}
                </Alert>
              )}
              {selected === null ? (
                <Paper variant="outlined" sx={{ p: 6, textAlign: 'center', color: 'text.secondary', borderRadius: 2 }}>
                  选择左侧的机构查看认证资料
                </Paper>
              ) : (
                <ReviewPanel
                  organisationId={selected}
                  onDecided={(text) => {
                    setNotice(text);
                    setSelected(null);
                  }}
                />
              )}
            </Box>
          </Box>
        )}
      </Container>
    </Box>
  );
}

function ReviewPanel({ organisationId, onDecided }: { organisationId: number; onDecided: (text: string) => void }) {
  const detail = useCertificationDetail(organisationId);
  if (detail.isPending) return <Skeleton variant="rounded" height={420} />;
  if (detail.isError) return <Alert severity="error">{staffErrorText(detail.error)}</Alert>;
  return <ReviewDetail detail={detail.data} onDecided={onDecided} />;
}

function ReviewDetail({ detail, onDecided }: { detail: CertificationReviewDetail; onDecided: (text: string) => void }) {
  const review = useReviewCertification();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = (approve: boolean) => {
    setError(null);
    review.mutate(
      { organisationId: detail.organisationId, approve, reason: approve ? undefined : reason.trim() },
      {
        onSuccess: () => {
          setRejecting(false);
          onDecided(approve ? `已通过「${detail.mechanismName}」的认证` : `已驳回「${detail.mechanismName}」的认证`);
        },
        onError: (failure) => setError(staffErrorText(failure)),
      },
    );
  };
  const waiting = detail.auditType === 2;
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 2 }} data-testid="certification-detail">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Box component="h2" sx={{ m: 0, fontSize: 18 }}>
          {detail.mechanismName}
        </Box>
        <Chip size="small" label={AUDIT_TYPE_LABELS[detail.auditType]} color={waiting ? 'warning' : 'default'} />
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0,1fr)',
          columnGap: 2,
          rowGap: 0.75,
          m: 0,
          mb: 2,
          fontSize: 14,
        }}
      >
        <dt>认证类型</dt>
        <dd style={{ margin: 0 }}>{detail.type?.value ?? '—'}</dd>
        <dt>注册名称</dt>
        <dd style={{ margin: 0 }}>{detail.organisationName}</dd>
        <dt>通量容差比例</dt>
        <dd style={{ margin: 0 }}>{detail.throughputToleranceRatio}%</dd>
        <dt>提交账号</dt>
        <dd style={{ margin: 0 }}>
          {detail.account}（{detail.phone}
          {detail.email ? `，${detail.email}` : ''}）
        </dd>
        {detail.reviewedBy && (
          <>
            <dt>审核</dt>
            <dd style={{ margin: 0 }}>
              {detail.reviewedBy} {detail.reviewedAt ? new Date(detail.reviewedAt).toLocaleString('zh-CN') : ''}
              {detail.rejectReason ? `：${detail.rejectReason}` : ''}
            </dd>
          </>
        )}
      </Box>
      <FileSection title="营业执照" files={detail.businessFiles} />
      <FileSection title="合同文件" files={detail.contractFiles} />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {waiting && (
        <Box sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
          <Button
            variant="contained"
            onClick={() => decide(true)}
            disabled={review.isPending}
            data-testid="approve-certification"
          >
            通过认证
          </Button>
          <Button color="error" variant="outlined" onClick={() => setRejecting(true)} disabled={review.isPending}>
            驳回
          </Button>
        </Box>
      )}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} fullWidth maxWidth="xs">
        <DialogTitle>驳回认证</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label="驳回原因（将通知客户）"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>取消</Button>
          <Button color="error" onClick={() => decide(false)} disabled={!reason.trim() || review.isPending}>
            确认驳回
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

function FileSection({ title, files }: { title: string; files: CertificationFile[] }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Box component="h3" sx={{ fontSize: 15, m: 0, mb: 1 }}>
        {title}
      </Box>
      {files.length === 0 ? (
        <Box sx={{ color: 'text.secondary', fontSize: 14 }}>未上传</Box>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 1.5 }}>
          {files.map((file) => (
            <Box key={file.url} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
              {file.format === 'pdf' ? (
                <Box
                  component="iframe"
                  title={file.name}
                  src={file.link}
                  sx={{ width: '100%', height: 320, border: 0 }}
                />
              ) : (
                <Box
                  component="img"
                  alt={file.name}
                  src={file.link}
                  sx={{ width: '100%', maxHeight: 320, objectFit: 'contain', display: 'block', bgcolor: 'grey.100' }}
                />
              )}
              <Box sx={{ px: 1, py: 0.5, fontSize: 13, display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <span>{file.name}</span>
                <a href={file.link} {...EXTERNAL_NEW_TAB}>
                  新窗口打开
                </a>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
