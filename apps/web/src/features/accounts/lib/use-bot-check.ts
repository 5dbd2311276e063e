import { useCallback, useEffect, useRef, useState } from 'react';
import { getBotChallenge } from '../api/get-bot-challenge';
import { solveBotChallenge } from './bot-proof';

export type BotCheckStatus = 'idle' | 'solving' | 'verified' | 'failed';

export interface BotCheck {
  status: BotCheckStatus;
  /** True once any run passed on this form: logging in needs a passed check, not an unused proof. */
  passed: boolean;
  start: () => void;
  /** Hands out the proof for one SendCode and starts solving a new challenge, since each proof is single-use. */
  consume: () => string | null;
}

/** Fetches a challenge, solves it in the browser and keeps the proof until an SMS send uses it. */
export function useBotCheck(): BotCheck {
  const [status, setStatus] = useState<BotCheckStatus>('idle');
  const [passed, setPassed] = useState(false);
  const proofRef = useRef<string | null>(null);
  const runRef = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    runRef.current?.abort();
    const run = new AbortController();
    runRef.current = run;
    proofRef.current = null;
    setStatus('solving');
    const solve = async (): Promise<string | null> => {
      try {
        return await solveBotChallenge(await getBotChallenge(run.signal), run.signal);
      } catch {
        return null;
      }
    };
    void solve().then((proof) => {
      if (run.signal.aborted) return;
      proofRef.current = proof;
      setStatus(proof ? 'verified' : 'failed');
      if (proof) setPassed(true);
    });
  }, []);

  const consume = useCallback((): string | null => {
    const proof = proofRef.current;
    if (proof) start();
    return proof;
  }, [start]);

  useEffect(() => () => runRef.current?.abort(), []);

  return { status, passed, start, consume };
}
