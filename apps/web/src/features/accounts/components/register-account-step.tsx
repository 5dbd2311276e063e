import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { DEFAULT_POSITION_KEY, isAuditApproved, validateUsername } from '@seqportal/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notifier } from '@/lib/notifier';
import { useCompanyCheck } from '../api/check-company';
import { useRegister } from '../api/register';
import { ACCOUNT_MESSAGES } from '../lib/messages';
import type { RegisterExtraState } from '../lib/register-extra-state';
import { useFinishRegistration } from '../lib/use-finish-registration';
import { AgreementCheckbox } from './agreement-checkbox';
import { PositionPicker } from './position-picker';
import type { VerifiedPhone } from './register-phone-step';
import { SUBMIT_BUTTON_SX } from './auth-card';

export interface RegisterAccountStepProps {
  verified: VerifiedPhone;
  /** The registration key expired (190): back to step 1. */
  onExpired: () => void;
}

/** Registration step 2: username, optional company (blank = personal), position, agreement, 完成注册. */
export function RegisterAccountStep({ verified, onExpired }: RegisterAccountStepProps) {
  const [username, setUsername] = useState('');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [company, setCompany] = useState('');
  const [checkedCompany, setCheckedCompany] = useState('');
  const [position, setPosition] = useState(DEFAULT_POSITION_KEY);
  const [agreed, setAgreed] = useState(false);
  const companyCheck = useCompanyCheck(checkedCompany);
  const registerCall = useRegister();
  const finish = useFinishRegistration();
  const navigate = useNavigate();
  const companyExists = checkedCompany !== '' && checkedCompany === company.trim() && companyCheck.data?.check === true;

  const applyAsSubAccount = (): void => {
    const auditType = companyCheck.data?.auditType;
    if (auditType !== null && auditType !== undefined && !isAuditApproved(auditType)) {
      notifier.toast(ACCOUNT_MESSAGES.subAccountNotApproved, { severity: 'warning' });
      return;
    }
    const state: RegisterExtraState = { ...verified, companyName: checkedCompany, account: username.trim() };
    void navigate(paths.registerExtra, { state });
  };

  const submit = async (): Promise<void> => {
    if (registerCall.isPending || companyExists) return;
    const nameError = validateUsername(username);
    setUsernameError(nameError);
    if (nameError) {
      notifier.toast(nameError, { severity: 'warning' });
      return;
    }
    if (!agreed) {
      notifier.toast(ACCOUNT_MESSAGES.agreementRequired, { severity: 'warning' });
      return;
    }
    try {
      const answer = await registerCall.mutateAsync({
        phone: verified.phone,
        account: username.trim(),
        companyName: company.trim(),
        position,
        key: verified.key,
        avoidLogin: true,
      });
      if ((await finish(answer)) === 'expired') onExpired();
    } catch {
      // Transport failure, already toasted.
    }
  };

  return (
    <>
      <TextField
        label="用户名"
        placeholder="请输入用户名"
        value={username}
        onChange={(event) => setUsername(event.target.value.slice(0, 50))}
        onBlur={() => username !== '' && setUsernameError(validateUsername(username))}
        error={usernameError !== null}
        helperText={usernameError ?? ACCOUNT_MESSAGES.usernameHint}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'username-input' } }}
      />
      <TextField
        label="公司名称（选填）"
        placeholder="不填写则注册为个人账号"
        value={company}
        onChange={(event) => setCompany(event.target.value)}
        onBlur={() => setCheckedCompany(company.trim())}
        helperText={companyCheck.isFetching ? '正在检查公司名称…' : '组织账号请填写公司全称'}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'company-input', maxLength: 100 } }}
      />
      {companyExists && (
        <Alert severity="info" data-testid="company-exists" sx={{ alignItems: 'center' }}>
          该公司已注册，不能重复注册为组织账号。
          <Link component="button" type="button" onClick={applyAsSubAccount} data-testid="apply-sub-account">
            申请成为子账号
          </Link>
        </Alert>
      )}
      <PositionPicker value={position} onChange={setPosition} />
      <AgreementCheckbox checked={agreed} onChange={setAgreed} />
      <Button
        variant="contained"
        size="large"
        onClick={() => void submit()}
        disabled={registerCall.isPending || companyExists}
        data-testid="register-finish"
        sx={SUBMIT_BUTTON_SX}
      >
        {registerCall.isPending ? '请稍候' : '完成注册'}
      </Button>
    </>
  );
}
