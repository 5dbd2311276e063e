import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { notifier } from '@/lib/notifier';
import { ACCOUNT_MESSAGES, BOT_CHECK_TEXT } from '../lib/messages';
import type { BotCheck } from '../lib/use-bot-check';

export interface BotCheckBoxProps {
  check: BotCheck;
  /** The check runs for a valid phone only; before that the box answers 请输入正确的手机号. */
  phoneValid: boolean;
}

const COLORS = {
  idle: 'text.secondary',
  solving: 'primary.main',
  verified: 'success.main',
  failed: 'error.main',
} as const;

/**
 * The bot-check (ALTCHA proof of work) in front of every SMS send. It starts by itself once the phone is
 * valid; a failed run is retried by clicking the box.
 */
export function BotCheckBox({ check, phoneValid }: BotCheckBoxProps) {
  const { status, start } = check;

  useEffect(() => {
    if (phoneValid && status === 'idle') start();
  }, [phoneValid, status, start]);

  const onClick = (): void => {
    if (!phoneValid) {
      notifier.toast(ACCOUNT_MESSAGES.phoneInvalid, { severity: 'warning' });
      return;
    }
    if (status === 'idle' || status === 'failed') start();
  };

  const icon = {
    idle: <ShieldOutlinedIcon fontSize="small" />,
    solving: <CircularProgress size={16} />,
    verified: <CheckCircleIcon fontSize="small" />,
    failed: <ErrorOutlineIcon fontSize="small" />,
  }[status];

  return (
    <ButtonBase
      data-testid="bot-check"
      data-status={status}
      onClick={onClick}
      disabled={status === 'solving' || status === 'verified'}
      aria-live="polite"
      sx={{
        width: '100%',
        height: 42,
        px: 1.5,
        gap: 1,
        justifyContent: 'flex-start',
        border: 1,
        borderColor: status === 'failed' ? 'error.light' : 'divider',
        borderRadius: 1,
        bgcolor: status === 'verified' ? 'notice.verified' : 'surface.subtle',
        color: COLORS[status],
        fontSize: 14,
        '&.Mui-disabled': { color: COLORS[status] },
      }}
    >
      {icon}
      <Box component="span">{BOT_CHECK_TEXT[status]}</Box>
    </ButtonBase>
  );
}
