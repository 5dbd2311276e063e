import Button from '@mui/material/Button';
import { isValidPhone, SmsCodeType } from '@seqportal/contract';
import { useState } from 'react';
import { notifier } from '@/lib/notifier';
import { useCheckMsgCode } from '../api/check-msg-code';
import { ACCOUNT_MESSAGES, LOGIN_CODE_MAX_LENGTH, REGISTER_CODE_MIN_LENGTH } from '../lib/messages';
import { useBotCheck } from '../lib/use-bot-check';
import { useSendSmsCode } from '../lib/use-send-sms-code';
import { BotCheckBox } from './bot-check-box';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { SUBMIT_BUTTON_SX } from './auth-card';

export interface VerifiedPhone {
  phone: string;
  key: string;
}

interface FieldErrors {
  phone?: string;
  code?: string;
}

/** The message for a registration code, or null when it may be checked (spec part 2 section 5). */
export function registerCodeError(code: string): string | null {
  if (code === '') return ACCOUNT_MESSAGES.codeRequired;
  if (code.length < REGISTER_CODE_MIN_LENGTH) return ACCOUNT_MESSAGES.codeTooShort;
  return null;
}

/** Registration step 1: mobile, bot-check, SMS code (type 1), 下一步 → CheckMsgCode's key. */
export function RegisterPhoneStep({
  initialPhone,
  onVerified,
}: {
  initialPhone: string;
  onVerified: (value: VerifiedPhone) => void;
}) {
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const botCheck = useBotCheck();
  const sms = useSendSmsCode(phone, SmsCodeType.Register, botCheck);
  const check = useCheckMsgCode();

  const next = async (): Promise<void> => {
    if (check.isPending) return;
    if (!isValidPhone(phone)) {
      setErrors({ phone: ACCOUNT_MESSAGES.phoneInvalid });
      notifier.toast(ACCOUNT_MESSAGES.phoneInvalid, { severity: 'warning' });
      return;
    }
    const codeError = registerCodeError(code);
    if (codeError) {
      setErrors({ code: codeError });
      notifier.toast(codeError, { severity: 'warning' });
      return;
    }
    setErrors({});
    try {
      const answer = await check.mutateAsync({ phone, code, type: SmsCodeType.Register });
      if (answer.code === 0 && answer.body?.key) {
        onVerified({ phone, key: answer.body.key });
      } else {
        // The API client showed the server's message; the field is flagged as the culprit.
        setErrors({ code: answer.message || '验证码错误' });
      }
    } catch {
      // Transport failure, already toasted.
    }
  };

  return (
    <>
      <PhoneField value={phone} onChange={setPhone} error={errors.phone} />
      <BotCheckBox check={botCheck} phoneValid={isValidPhone(phone)} />
      <SmsCodeField
        value={code}
        onChange={setCode}
        sms={sms}
        maxLength={LOGIN_CODE_MAX_LENGTH}
        error={errors.code}
        onEnter={() => void next()}
      />
      <Button
        variant="contained"
        size="large"
        onClick={() => void next()}
        disabled={check.isPending}
        data-testid="register-next"
        sx={SUBMIT_BUTTON_SX}
      >
        {check.isPending ? '请稍候' : '下一步'}
      </Button>
    </>
  );
}
