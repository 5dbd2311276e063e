import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { isValidPhone, SmsCodeType } from '@seqportal/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useOpenLayer } from '@/lib/layer-navigation';
import { notifier } from '@/lib/notifier';
import { useLogin } from '../api/login';
import { ACCOUNT_MESSAGES, LOGIN_CODE_MAX_LENGTH } from '../lib/messages';
import { setPendingLogin } from '../lib/pending-login';
import { useBotCheck } from '../lib/use-bot-check';
import { useCompleteLogin } from '../lib/use-complete-login';
import { useSendSmsCode } from '../lib/use-send-sms-code';
import { AuthCard, SUBMIT_BUTTON_SX } from './auth-card';
import { BotCheckBox } from './bot-check-box';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

interface FieldErrors {
  phone?: string;
  code?: string;
}

/** /login (spec part 2 section 2.2): mobile, bot-check, SMS code, 15天免登录, then one identity or a choice. */
export function LoginForm() {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [avoidLogin, setAvoidLogin] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [finishing, setFinishing] = useState(false);
  const botCheck = useBotCheck();
  const sms = useSendSmsCode(phone, SmsCodeType.Login, botCheck);
  const loginCall = useLogin();
  const completeLogin = useCompleteLogin();
  const openLayer = useOpenLayer();
  const busy = loginCall.isPending || finishing;

  const fail = (next: FieldErrors, message: string): void => {
    setErrors(next);
    notifier.toast(message, { severity: 'warning' });
  };

  const submit = async (): Promise<void> => {
    if (busy) return;
    if (!isValidPhone(phone)) return fail({ phone: ACCOUNT_MESSAGES.phoneInvalid }, ACCOUNT_MESSAGES.phoneInvalid);
    if (!botCheck.passed) return fail({}, ACCOUNT_MESSAGES.botCheckRequired);
    if (code === '') return fail({ code: ACCOUNT_MESSAGES.codeRequired }, ACCOUNT_MESSAGES.codeRequired);
    setErrors({});
    let answer;
    try {
      answer = await loginCall.mutateAsync({ phone, messageCode: code, avoidLogin });
    } catch {
      return;
    }
    if (answer.code !== 0) return;
    const identities = answer.body?.memberInfo ?? [];
    const ticket = answer.body?.ticket ?? '';
    if (identities.length === 0) {
      notifier.toast(ACCOUNT_MESSAGES.noMembers, { severity: 'warning' });
      return;
    }
    if (identities.length > 1) {
      setPendingLogin({ identities, ticket, avoidLogin });
      openLayer(paths.choiceLogin);
      return;
    }
    setFinishing(true);
    const done = await completeLogin({ id: identities[0]!.id, ticket, avoidLogin });
    if (!done) setFinishing(false);
  };

  return (
    <AuthCard
      title="账号登录"
      subtitle="手机号验证码登录，一个手机号可关联多个账号"
      footer={
        <>
          还没有账号？
          <Link component={RouterLink} to={paths.register} data-testid="login-register-link">
            立即注册
          </Link>
        </>
      }
    >
      <PhoneField value={phone} onChange={setPhone} error={errors.phone} />
      <BotCheckBox check={botCheck} phoneValid={isValidPhone(phone)} />
      <SmsCodeField
        value={code}
        onChange={setCode}
        sms={sms}
        maxLength={LOGIN_CODE_MAX_LENGTH}
        error={errors.code}
        onEnter={() => void submit()}
      />
      <FormControlLabel
        control={
          <Checkbox checked={avoidLogin} onChange={(event) => setAvoidLogin(event.target.checked)} size="small" />
        }
        label="15天免登录"
        sx={{ mt: -1, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
      />
      <Button
        variant="contained"
        size="large"
        onClick={() => void submit()}
        disabled={busy}
        data-testid="login-submit"
        sx={SUBMIT_BUTTON_SX}
      >
        {busy ? '登录中…' : '登录'}
      </Button>
    </AuthCard>
  );
}
