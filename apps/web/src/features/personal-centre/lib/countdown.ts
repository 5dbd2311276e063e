import { useCallback, useEffect, useState } from 'react';

/** Spec part 2 section 9: the verification countdown. */
export const CODE_COUNTDOWN_SECONDS = 60;

/**
 * A countdown of one send button. Each step of the phone and e-mail layers has its own (the old and the new
 * phone are different numbers, so the first send must not hold back the second).
 */
export function useCountdown(): { secondsLeft: number; sent: boolean; start: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const running = endsAt !== null && endsAt > now;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => {
    const started = Date.now();
    setNow(started);
    setEndsAt(started + CODE_COUNTDOWN_SECONDS * 1000);
  }, []);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, sent: endsAt !== null, start };
}

/** The send link's text (spec part 2 section 4): 获取验证码 / 请稍候 / N秒后重试 / 重新获取验证码. */
export function sendLabel(sending: boolean, secondsLeft: number, sent: boolean): string {
  if (sending) return '请稍候';
  if (secondsLeft > 0) return `${secondsLeft}秒后重试`;
  return sent ? '重新获取验证码' : '获取验证码';
}
