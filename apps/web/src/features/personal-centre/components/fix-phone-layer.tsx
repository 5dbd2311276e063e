import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isValidPhone, maskPhone } from '@seqportal/contract';
import { useState } from 'react';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { LoginRequired } from '@/components/login-required';
import { useSession } from '@/lib/auth';
import { notifier } from '@/lib/notifier';
import { changePhone, refusalText, sendPhoneChangeCode, verifyOldPhone } from '../api/contact-change';
import { CONTACT_MESSAGES, PHONE_MAX_LENGTH } from '../lib/contact-messages';
import { CodeField } from './code-field';
import { StepHeader } from './step-header';

const STEPS = ['验证原手机号', '绑定新手机号'] as const;

/**
 * /fix_phone (spec part 2 sections 2.7 and 4): step 1 verifies the current phone with a code and gets a key from
 * the server; step 2 sends a code to the new phone and moves the account to it with that key.
 */
export function FixPhoneLayer({ onClose }: LayerBodyProps) {
  const { user, isLoading } = useSession();
  const [key, setKey] = useState<string | null>(null);
  // A visitor (or a session that expired) is asked to log in rather than left on a skeleton.
  if (!user) return isLoading ? <Skeleton variant="rounded" height={160} /> : <LoginRequired />;
  return (
    <Box sx={{ p: 1 }}>
      <StepHeader steps={STEPS} current={key ? 1 : 0} />
      {key ? (
        <NewPhoneStep oldPhone={user.phone} verifiedKey={key} onDone={onClose} />
      ) : (
        <OldPhoneStep phone={user.phone} onVerified={setKey} />
      )}
    </Box>
  );
}

function OldPhoneStep({ phone, onVerified }: { phone: string; onVerified: (key: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const next = async () => {
    if (!code) {
      setError(CONTACT_MESSAGES.codeRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await verifyOldPhone(phone, code);
      if (answer.code === 0 && answer.body?.key) onVerified(answer.body.key);
      else setError(refusalText(answer));
    } catch {
      // Toasted by the API client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void next())}>
      <Typography sx={{ mb: 2, fontSize: 14 }}>
        当前手机号：<strong data-testid="fix-phone-old">{maskPhone(phone)}</strong>
      </Typography>
      <CodeField
        label="原手机验证码"
        value={code}
        onChange={setCode}
        error={error}
        testId="old-phone-code"
        onSend={async () => {
          const answer = await sendPhoneChangeCode(phone);
          if (answer.code === 0) notifier.success(CONTACT_MESSAGES.codeSent);
          return answer.code === 0;
        }}
      />
      <Button type="submit" variant="contained" fullWidth disabled={busy} data-testid="fix-phone-next" sx={{ mt: 1 }}>
        {busy ? '验证中…' : '下一步'}
      </Button>
    </Box>
  );
}

function NewPhoneStep({
  oldPhone,
  verifiedKey,
  onDone,
}: {
  oldPhone: string;
  verifiedKey: string;
  onDone: () => void;
}) {
  const { refresh } = useSession();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);

  const phoneProblem = (): string | undefined => {
    if (!isValidPhone(mobile)) return CONTACT_MESSAGES.phoneInvalid;
    if (mobile === oldPhone) return CONTACT_MESSAGES.samePhone;
    return undefined;
  };

  const submit = async () => {
    const found = { mobile: phoneProblem(), code: code ? undefined : CONTACT_MESSAGES.codeRequired };
    setErrors(found);
    if (found.mobile || found.code) return;
    setBusy(true);
    try {
      const answer = await changePhone(mobile, code, verifiedKey);
      if (answer.code !== 0) {
        setErrors({ code: refusalText(answer) });
        return;
      }
      await refresh();
      notifier.success(CONTACT_MESSAGES.phoneChanged);
      onDone();
    } catch {
      // Toasted by the API client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void submit())}>
      <TextField
        label="新手机号"
        placeholder="请输入新手机号"
        value={mobile}
        onChange={(event) => setMobile(event.target.value.replace(/\D/g, '').slice(0, PHONE_MAX_LENGTH))}
        error={Boolean(errors.mobile)}
        helperText={errors.mobile ?? ' '}
        fullWidth
        size="small"
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: PHONE_MAX_LENGTH, 'data-testid': 'new-phone-input' },
        }}
        sx={{ mb: 1 }}
      />
      <CodeField
        label="新手机验证码"
        value={code}
        onChange={setCode}
        error={errors.code}
        testId="new-phone-code"
        onSend={async () => {
          if (!isValidPhone(mobile)) {
            notifier.toast(CONTACT_MESSAGES.phoneInvalidForSend, { severity: 'warning' });
            return false;
          }
          if (mobile === oldPhone) {
            setErrors({ mobile: CONTACT_MESSAGES.samePhone });
            return false;
          }
          const answer = await sendPhoneChangeCode(mobile);
          if (answer.code === 0) notifier.success(CONTACT_MESSAGES.codeSent);
          return answer.code === 0;
        }}
      />
      <Button type="submit" variant="contained" fullWidth disabled={busy} data-testid="fix-phone-submit" sx={{ mt: 1 }}>
        {busy ? '提交中…' : '确定'}
      </Button>
    </Box>
  );
}
