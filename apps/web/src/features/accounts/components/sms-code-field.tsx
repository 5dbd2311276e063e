import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SendSmsCode } from '../lib/use-send-sms-code';

export interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  sms: SendSmsCode;
  maxLength: number;
  error?: string;
  /** Enter in the field submits the form (the login page). */
  onEnter?: () => void;
}

export function sendButtonLabel({ sending, countdown }: Pick<SendSmsCode, 'sending' | 'countdown'>): string {
  if (sending) return '请稍候';
  if (countdown.secondsLeft > 0) return `${countdown.secondsLeft}秒后重试`;
  return countdown.sent ? '重新获取验证码' : '获取验证码';
}

/** The SMS code input with its send link: 获取验证码 / 请稍候 / N秒后重试 / 重新获取验证码. */
export function SmsCodeField({ value, onChange, sms, maxLength, error, onEnter }: SmsCodeFieldProps) {
  const busy = sms.sending || sms.countdown.secondsLeft > 0;
  return (
    <TextField
      label="短信验证码"
      placeholder="请输入验证码"
      value={value}
      onChange={(event) => onChange(event.target.value.trim().slice(0, maxLength))}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && onEnter) {
          event.preventDefault();
          onEnter();
        }
      }}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      autoComplete="one-time-code"
      slotProps={{
        htmlInput: { maxLength, inputMode: 'numeric', 'data-testid': 'sms-code-input' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button
                data-testid="sms-send"
                size="small"
                onClick={() => void sms.send()}
                disabled={busy}
                sx={{ whiteSpace: 'nowrap', minWidth: 96 }}
              >
                {sendButtonLabel(sms)}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
