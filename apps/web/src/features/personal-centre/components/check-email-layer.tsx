import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isValidEmail } from '@seqportal/contract';
import { useState } from 'react';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { LoginRequired } from '@/components/login-required';
import { useSession } from '@/lib/auth';
import { notifier } from '@/lib/notifier';
import { checkEmailCode, refusalText, sendEmailCode, submitEmail } from '../api/contact-change';
import { CONTACT_MESSAGES } from '../lib/contact-messages';
import { CodeField } from './code-field';
import { StepHeader } from './step-header';

const STEPS = ['验证邮箱', '确认设置'] as const;

/**
 * /check_old_email (spec part 2 sections 2.7 and 4): step 1 sends a code to the address typed and checks it
 * (CheckEmailCode keeps the code usable); step 2 confirms the address and submits it with the same code.
 */
export function CheckEmailLayer({ onClose }: LayerBodyProps) {
  const { user, isLoading } = useSession();
  const [checked, setChecked] = useState<{ email: string; code: string } | null>(null);
  // A visitor (or a session that expired) is asked to log in rather than left on a skeleton.
  if (!user) return isLoading ? <Skeleton variant="rounded" height={160} /> : <LoginRequired />;
  return (
    <Box sx={{ p: 1 }}>
      <StepHeader steps={STEPS} current={checked ? 1 : 0} />
      {checked ? (
        <ConfirmStep {...checked} onBack={() => setChecked(null)} onDone={onClose} />
      ) : (
        <VerifyStep current={user.email} onChecked={setChecked} />
      )}
    </Box>
  );
}

function VerifyStep({
  current,
  onChecked,
}: {
  current: string | null;
  onChecked: (checked: { email: string; code: string }) => void;
}) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);
  const trimmed = email.trim();

  const next = async () => {
    const found = {
      email: isValidEmail(trimmed) ? undefined : CONTACT_MESSAGES.emailInvalid,
      code: code ? undefined : CONTACT_MESSAGES.codeRequired,
    };
    setErrors(found);
    if (found.email || found.code) return;
    setBusy(true);
    try {
      const answer = await checkEmailCode(trimmed, code);
      if (answer.code === 0) onChecked({ email: trimmed, code });
      else setErrors({ code: refusalText(answer) });
    } catch {
      // Toasted by the API client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void next())}>
      <Typography sx={{ mb: 2, fontSize: 14, color: 'text.secondary' }}>
        {current ? (
          <>
            当前邮箱：<span data-testid="check-email-current">{current}</span>
          </>
        ) : (
          '您还未设置邮箱，设置后可接收认证结果等通知'
        )}
      </Typography>
      <TextField
        label={current ? '新邮箱' : '邮箱'}
        placeholder="请输入邮箱地址"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email ?? ' '}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { 'data-testid': 'email-input', maxLength: 254 } }}
        sx={{ mb: 1 }}
      />
      <CodeField
        label="邮箱验证码"
        value={code}
        onChange={setCode}
        error={errors.code}
        testId="email-code"
        onSend={async () => {
          if (!isValidEmail(trimmed)) {
            setErrors({ email: CONTACT_MESSAGES.emailInvalid });
            return false;
          }
          setErrors({});
          const answer = await sendEmailCode(trimmed);
          if (answer.code === 0) notifier.success(CONTACT_MESSAGES.codeSent);
          return answer.code === 0;
        }}
      />
      <Button type="submit" variant="contained" fullWidth disabled={busy} data-testid="email-next" sx={{ mt: 1 }}>
        {busy ? '验证中…' : '下一步'}
      </Button>
    </Box>
  );
}

function ConfirmStep({
  email,
  code,
  onBack,
  onDone,
}: {
  email: string;
  code: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const { refresh } = useSession();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const answer = await submitEmail(email, code);
      if (answer.code !== 0) return;
      await refresh();
      notifier.success(CONTACT_MESSAGES.emailUpdated);
      onDone();
    } catch {
      // Toasted by the API client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography sx={{ mb: 2, fontSize: 14, wordBreak: 'break-all' }}>
        将账号邮箱设置为：<strong data-testid="email-confirm-address">{email}</strong>
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" fullWidth disabled={busy} onClick={onBack}>
          上一步
        </Button>
        <Button variant="contained" fullWidth disabled={busy} onClick={() => void submit()} data-testid="email-submit">
          {busy ? '提交中…' : '确定'}
        </Button>
      </Box>
    </Box>
  );
}
