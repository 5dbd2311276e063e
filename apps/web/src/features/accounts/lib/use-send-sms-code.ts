import { isValidPhone, type SmsCodeTypeValue } from '@seqportal/contract';
import { useState } from 'react';
import { notifier } from '@/lib/notifier';
import { sendCode } from '../api/send-code';
import { ACCOUNT_MESSAGES } from './messages';
import { useSmsCountdown, type SmsCountdown } from './sms-countdown';
import type { BotCheck } from './use-bot-check';

export interface SendSmsCode {
  send: () => Promise<void>;
  sending: boolean;
  countdown: SmsCountdown;
}

/** 获取验证码: checks the phone and the bot-check, sends with the proof, then counts down 60 s for this type. */
export function useSendSmsCode(phone: string, type: SmsCodeTypeValue, botCheck: BotCheck): SendSmsCode {
  const countdown = useSmsCountdown(type);
  const [sending, setSending] = useState(false);

  const send = async (): Promise<void> => {
    if (sending || countdown.secondsLeft > 0) return;
    if (!isValidPhone(phone)) {
      notifier.toast(ACCOUNT_MESSAGES.phoneInvalidForSend, { severity: 'warning' });
      return;
    }
    const sig = botCheck.status === 'verified' ? botCheck.consume() : null;
    if (!sig) {
      notifier.toast(ACCOUNT_MESSAGES.botCheckRequired, { severity: 'warning' });
      return;
    }
    setSending(true);
    try {
      const answer = await sendCode({ phone, type, sig });
      if (answer.code === 0) {
        notifier.success(ACCOUNT_MESSAGES.codeSent);
        countdown.start();
      }
    } catch {
      // Transport failures were already toasted by the API client.
    } finally {
      setSending(false);
    }
  };

  return { send, sending, countdown };
}
