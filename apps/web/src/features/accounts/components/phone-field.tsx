import TextField from '@mui/material/TextField';
import { LOGIN_PHONE_MAX_LENGTH } from '../lib/messages';

export interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  readOnly?: boolean;
}

/** Mobile number, at most 11 characters; pasted blanks are dropped. */
export function PhoneField({ value, onChange, error, readOnly = false }: PhoneFieldProps) {
  return (
    <TextField
      label="手机号"
      placeholder="请输入手机号"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\s+/g, '').slice(0, LOGIN_PHONE_MAX_LENGTH))}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      autoComplete="tel"
      slotProps={{
        htmlInput: { maxLength: LOGIN_PHONE_MAX_LENGTH, inputMode: 'tel', readOnly, 'data-testid': 'phone-input' },
      }}
    />
  );
}
