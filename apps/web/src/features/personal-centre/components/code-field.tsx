import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CODE_MAX_LENGTH } from '../lib/contact-messages';
import { sendLabel, useCountdown } from '../lib/countdown';

export interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Sends a code; resolves true when it went out, which starts the 60 s countdown. */
  onSend: () => Promise<boolean>;
  testId: string;
}

/** A verification-code input with its own send link and countdown. */
export function CodeField({ label, value, onChange, error, onSend, testId }: CodeFieldProps) {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const busy = sending || countdown.secondsLeft > 0;

  const send = async () => {
    if (busy) return;
    setSending(true);
    try {
      if (await onSend()) countdown.start();
    } catch {
      // Transport failures were toasted by the API client.
    } finally {
      setSending(false);
    }
  };

  return (
    <TextField
      label={label}
      placeholder="请输入验证码"
      value={value}
      onChange={(event) => onChange(event.target.value.trim().slice(0, CODE_MAX_LENGTH))}
      error={Boolean(error)}
      helperText={error ?? ' '}
      fullWidth
      size="small"
      autoComplete="one-time-code"
      slotProps={{
        htmlInput: { maxLength: CODE_MAX_LENGTH, inputMode: 'numeric', 'data-testid': `${testId}-input` },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button
                size="small"
                data-testid={`${testId}-send`}
                disabled={busy}
                onClick={() => void send()}
                sx={{ whiteSpace: 'nowrap', minWidth: 96 }}
              >
                {sendLabel(sending, countdown.secondsLeft, countdown.sent)}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
