import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { staffErrorText } from '@/lib/staff-api';
import { useAdminLogin } from '@/lib/staff-login';

/** Staff sign-in for the staff tools (lab console, support desk); a customer's shop session is neither needed nor touched. */
export function StaffLoginForm({ title }: { title: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const login = useAdminLogin();

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!username.trim()) return setMissing('请输入账号');
    if (!password) return setMissing('请输入密码');
    setMissing(null);
    login.mutate({ username: username.trim(), password });
  };

  const error = missing ?? (login.isError ? staffErrorText(login.error) : null);
  return (
    <StaffCard title={title} subtitle="请使用员工账号登录">
      <Box component="form" onSubmit={submit} noValidate data-testid="lab-login-form" sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="账号"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoFocus
          autoComplete="username"
          slotProps={{ htmlInput: { 'data-testid': 'lab-username', maxLength: 50 } }}
        />
        <TextField
          label="密码"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          slotProps={{ htmlInput: { 'data-testid': 'lab-password', maxLength: 100 } }}
        />
        {error && (
          <Alert severity="error" data-testid="lab-login-error">
            {error}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={login.isPending}
          data-testid="lab-login-submit"
        >
          {login.isPending ? '登录中…' : '登录'}
        </Button>
      </Box>
    </StaffCard>
  );
}

/**
 * The staff tools' centred card (sign-in form, role refusal): the tool's name as the heading and a line under it.
 * It keeps a margin on a phone rather than running into the screen's edges.
 */
export function StaffCard({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        bgcolor: 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 }, borderRadius: 2 }}>
        <Box component="h1" sx={{ m: 0, fontSize: 22, fontWeight: 600 }}>
          {title}
        </Box>
        <Box sx={{ mt: 0.5, mb: 3, fontSize: 14, color: 'text.secondary' }}>{subtitle}</Box>
        {children}
      </Paper>
    </Box>
  );
}
