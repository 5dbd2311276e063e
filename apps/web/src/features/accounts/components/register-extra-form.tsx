import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { maskPhone, SUB_ACCOUNT_POSITION_KEY, validateUsername } from '@seqportal/contract';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notifier } from '@/lib/notifier';
import { useRegisterSub } from '../api/register-sub';
import { ACCOUNT_MESSAGES } from '../lib/messages';
import { readRegisterExtraState, type RegisterExtraState } from '../lib/register-extra-state';
import { useFinishRegistration } from '../lib/use-finish-registration';
import { AgreementCheckbox } from './agreement-checkbox';
import { AuthCard, SUBMIT_BUTTON_SX } from './auth-card';

/** /register_extra (spec part 2 section 2.4): only reachable from /register with a verified phone and company. */
export function RegisterExtraForm() {
  const location = useLocation();
  const state = readRegisterExtraState(location.state);
  // Without the registration state (reload, bookmark) there is no verified phone to register with.
  if (!state) return <Navigate to={paths.register} replace />;
  return <SubAccountForm state={state} />;
}

function SubAccountForm({ state }: { state: RegisterExtraState }) {
  const [username, setUsername] = useState(state.account);
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const registerSub = useRegisterSub();
  const finish = useFinishRegistration();
  const navigate = useNavigate();

  const submit = async (): Promise<void> => {
    if (registerSub.isPending) return;
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
    const name = username.trim();
    try {
      // 主账号未审核通过 and other refusals are the server's to say; the API client shows them.
      const answer = await registerSub.mutateAsync({
        account: name,
        companyName: state.companyName,
        phone: state.phone,
        username: name,
        position: SUB_ACCOUNT_POSITION_KEY,
        key: state.key,
        avoidLogin: true,
      });
      if ((await finish(answer)) === 'expired') void navigate(paths.register, { replace: true });
    } catch {
      // Transport failure, already toasted.
    }
  };

  return (
    <AuthCard title="申请子账号" subtitle={`手机号 ${maskPhone(state.phone)} 将作为该公司的子账号登录`}>
      <TextField
        label="公司名称"
        value={state.companyName}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'extra-company' } }}
      />
      <TextField
        label="用户名"
        placeholder="请输入用户名"
        value={username}
        onChange={(event) => setUsername(event.target.value.slice(0, 50))}
        error={usernameError !== null}
        helperText={usernameError ?? ACCOUNT_MESSAGES.usernameHint}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'extra-username' } }}
      />
      <AgreementCheckbox checked={agreed} onChange={setAgreed} />
      <Button
        variant="contained"
        size="large"
        onClick={() => void submit()}
        disabled={registerSub.isPending}
        data-testid="extra-finish"
        sx={SUBMIT_BUTTON_SX}
      >
        {registerSub.isPending ? '请稍候' : '完成注册'}
      </Button>
    </AuthCard>
  );
}
