import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  AuditType,
  UploadKind,
  type CertificationDetail,
  type CertificationFile,
  type CertificationTypeOption,
  type UploadedFile,
  type UserInfo,
} from '@seqportal/contract';
import { useState, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { notifier } from '@/lib/notifier';
import {
  certificationQueryKey,
  submitCertification,
  useCertification,
  useCertificationTypes,
} from '../api/certification';
import {
  CERTIFICATION_MESSAGES,
  certificationProblem,
  needsLicence,
  toleranceRatioOf,
} from '../lib/certification-form';
import { FileDropZone, FilePreview } from './file-drop-zone';
import { PersonalCentreSection, type PersonalCentreSectionProps } from './personal-centre-section';

export const FIX_COMPANY_TITLE = '机构认证';

/**
 * /my_info/fix_company (spec part 2 sections 2.8, 3, 5): type, organisation name, throughput tolerance ratio,
 * contract files and (unless the type is key 2) business licences. While the review is pending or once approved
 * the submitted details are shown read-only; after a rejection the reason is shown and the form is prefilled.
 */
export function FixCompanyView() {
  const { user } = useSession();
  if (!user) return <CertificationSection loading />;
  return <CertificationLoader user={user} />;
}

function CertificationSection(props: Omit<PersonalCentreSectionProps, 'menuEntry' | 'title' | 'skeletonHeight'>) {
  return <PersonalCentreSection menuEntry={paths.myInfo} title={FIX_COMPANY_TITLE} skeletonHeight={320} {...props} />;
}

function CertificationLoader({ user }: { user: UserInfo }) {
  const types = useCertificationTypes();
  const detail = useCertification(user.id);
  const failed = types.isError || detail.isError;
  return (
    <CertificationSection
      error={
        failed
          ? {
              message: '认证信息加载失败，请稍后重试',
              testId: 'fix-company-error',
              onRetry: () => {
                void types.refetch();
                void detail.refetch();
              },
            }
          : null
      }
      loading={!types.data || !detail.data}
      loadingTestId="fix-company-loading"
    >
      {types.data && detail.data && (
        // Keyed by the submission so a refetch after submitting starts from what the server holds.
        <CertificationForm
          key={`${detail.data.auditType}-${detail.data.submittedAt ?? ''}`}
          user={user}
          types={types.data}
          detail={detail.data}
        />
      )}
    </CertificationSection>
  );
}

const asUploaded = (files: CertificationFile[]): UploadedFile[] =>
  files.map(({ url, name, link, format }) => ({ url, name, link, format }));

function CertificationForm({
  user,
  types,
  detail,
}: {
  user: UserInfo;
  types: CertificationTypeOption[];
  detail: CertificationDetail;
}) {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const openLayer = useOpenLayer();
  const [type, setType] = useState<number | null>(detail.type?.key ?? null);
  const [name, setName] = useState(detail.mechanismName || user.companyName);
  const [ratio, setRatio] = useState(String(detail.throughputToleranceRatio));
  const [contract, setContract] = useState<UploadedFile[]>(asUploaded(detail.contractFiles));
  const [business, setBusiness] = useState<UploadedFile[]>(asUploaded(detail.businessFiles));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [viewing, setViewing] = useState<UploadedFile | null>(null);

  const locked = detail.auditType === AuditType.AwaitingReview || detail.auditType === AuditType.Approved;
  const licence = needsLicence(type);

  const viewLicence = () => {
    const first = business[0];
    if (!first) {
      notifier.toast(CERTIFICATION_MESSAGES.licenceMissing, { severity: 'warning' });
      return;
    }
    setViewing(first);
  };

  const submit = async () => {
    const problem = certificationProblem({ type, mechanismName: name, businessCount: business.length });
    setError(problem);
    if (problem) {
      notifier.toast(problem, { severity: 'warning' });
      return;
    }
    const throughputToleranceRatio = toleranceRatioOf(ratio);
    setRatio(String(throughputToleranceRatio));
    setBusy(true);
    try {
      const answer = await submitCertification({
        type: type!,
        mechanismName: name.trim(),
        throughputToleranceRatio,
        contract: contract.map((file) => file.url),
        business: licence ? business.map((file) => file.url) : [],
      });
      if (answer.code !== 0) return;
      notifier.success(CERTIFICATION_MESSAGES.submitted);
      await refresh();
      await queryClient.invalidateQueries({ queryKey: certificationQueryKey(user.id) });
    } catch {
      // Toasted by the API client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void submit())}>
      <StatusBanner detail={detail} />
      {!user.email && !locked && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => openLayer(paths.checkOldEmail)}>
              去完善
            </Button>
          }
        >
          {CERTIFICATION_MESSAGES.emailMissing}
        </Alert>
      )}
      <Row label="认证类型" required>
        <FormControl disabled={locked} error={error === CERTIFICATION_MESSAGES.typeMissing}>
          <FormLabel sx={visuallyHidden}>认证类型</FormLabel>
          <RadioGroup
            row
            value={type === null ? '' : String(type)}
            onChange={(event) => setType(Number(event.target.value))}
            data-testid="certification-type"
          >
            {types.map((option) => (
              <FormControlLabel
                key={option.key}
                value={String(option.key)}
                control={<Radio size="small" />}
                label={option.value}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Row>
      <Row label="机构名称" required>
        <TextField
          size="small"
          fullWidth
          value={name}
          disabled={locked}
          onChange={(event) => setName(event.target.value)}
          error={error === CERTIFICATION_MESSAGES.nameMissing}
          helperText={error === CERTIFICATION_MESSAGES.nameMissing ? error : ' '}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'mechanism-name', 'aria-label': '机构名称' } }}
        />
      </Row>
      <Row label="通量容差比例">
        <TextField
          size="small"
          value={ratio}
          disabled={locked}
          onChange={(event) => setRatio(event.target.value.replace(/[^\d.]/g, ''))}
          onBlur={() => setRatio(String(toleranceRatioOf(ratio)))}
          helperText="0-100，留空按100"
          sx={{ width: 160 }}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'data-testid': 'tolerance-ratio', 'aria-label': '通量容差比例' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      </Row>
      <Row label="合同文件">
        <FileDropZone
          kind={UploadKind.Contract}
          title="合同文件"
          files={contract}
          onChange={setContract}
          disabled={locked}
          testId="contract-files"
        />
      </Row>
      {licence && (
        <Row label="营业执照" required>
          <FileDropZone
            kind={UploadKind.Business}
            title="营业执照"
            files={business}
            onChange={setBusiness}
            disabled={locked}
            testId="business-files"
          />
          <Button size="small" onClick={viewLicence} data-testid="view-licence" sx={{ mt: 0.5 }}>
            查看营业执照
          </Button>
          {error === CERTIFICATION_MESSAGES.licenceMissing && business.length === 0 && (
            <Typography role="alert" sx={{ fontSize: 12, color: 'error.main' }}>
              {error}
            </Typography>
          )}
        </Row>
      )}
      {!locked && (
        <Box sx={{ display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-start' }, mt: 2, pl: { sm: '112px' } }}>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            data-testid="certification-submit"
            sx={{ minWidth: 160, width: { xs: '100%', sm: 'auto' } }}
          >
            {busy ? '提交中…' : detail.auditType === AuditType.Rejected ? '重新提交' : '提交认证'}
          </Button>
        </Box>
      )}
      <FilePreview file={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

function StatusBanner({ detail }: { detail: CertificationDetail }) {
  if (detail.auditType === AuditType.AwaitingReview) {
    return (
      <Alert severity="info" sx={{ mb: 2 }} data-testid="certification-status">
        认证资料已提交，正在审核中，审核结果将通过短信和邮件通知您
      </Alert>
    );
  }
  if (detail.auditType === AuditType.Approved) {
    return (
      <Alert severity="success" sx={{ mb: 2 }} data-testid="certification-status">
        已认证
      </Alert>
    );
  }
  if (detail.auditType === AuditType.Rejected) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="certification-status">
        审核未通过{detail.rejectReason ? `：${detail.rejectReason}` : ''}。请修改后重新提交
      </Alert>
    );
  }
  return null;
}

function Row({ label, required = false, children }: { label: string; required?: boolean; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '100px minmax(0, 1fr)' },
        gap: { xs: 0.5, sm: 1.5 },
        mb: 2,
        alignItems: 'start',
      }}
    >
      <Typography sx={{ fontSize: 14, color: 'text.secondary', pt: { sm: 1 } }}>
        {required && (
          <Box component="span" sx={{ color: 'error.main' }}>
            *
          </Box>
        )}
        {label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
