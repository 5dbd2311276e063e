import { useCallback, useSyncExternalStore } from 'react';
import type { SmsCodeTypeValue } from '@seqportal/contract';
import { SMS_COUNTDOWN_SECONDS } from './messages';

/**
 * The 60 s wait after an SMS was sent, kept per code type (spec part 2 section 4) and outside React, so that
 * leaving the login page and coming back does not offer a send the server would refuse with 429.
 */
const endsAt = new Map<SmsCodeTypeValue, number>();
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

export function secondsLeft(type: SmsCodeTypeValue): number {
  const end = endsAt.get(type);
  return end === undefined ? 0 : Math.max(0, Math.ceil((end - Date.now()) / 1000));
}

function anyRunning(): boolean {
  return [...endsAt.keys()].some((type) => secondsLeft(type) > 0);
}

function tick(): void {
  notify();
  if (!anyRunning() && ticker !== null) {
    clearInterval(ticker);
    ticker = null;
  }
}

export function startCountdown(type: SmsCodeTypeValue, seconds = SMS_COUNTDOWN_SECONDS): void {
  endsAt.set(type, Date.now() + seconds * 1000);
  ticker ??= setInterval(tick, 250);
  notify();
}

/** True once a code of this type was sent in this page's life: the link then reads 重新获取验证码. */
export function wasSent(type: SmsCodeTypeValue): boolean {
  return endsAt.has(type);
}

/** Tests start from a clean slate. */
export function resetCountdowns(): void {
  endsAt.clear();
  if (ticker !== null) clearInterval(ticker);
  ticker = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export interface SmsCountdown {
  secondsLeft: number;
  sent: boolean;
  start: () => void;
}

export function useSmsCountdown(type: SmsCodeTypeValue): SmsCountdown {
  const left = useSyncExternalStore(subscribe, () => secondsLeft(type));
  const sent = useSyncExternalStore(subscribe, () => wasSent(type));
  const start = useCallback(() => startCountdown(type), [type]);
  return { secondsLeft: left, sent, start };
}
