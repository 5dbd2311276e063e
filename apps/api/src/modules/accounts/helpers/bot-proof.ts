import type { BotProof } from '@seqportal/contract';

/**
 * Reads SendCode's `sig` (base64 JSON of the solved challenge). Anything that is not the expected shape is
 * null, so that the verifier never sees attacker-chosen types. Only SHA-256 is accepted: it is what we issue.
 */
export type Sha256BotProof = BotProof & { algorithm: 'SHA-256' };

export function decodeBotProof(sig: string): Sha256BotProof | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(sig, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const candidate = parsed as Record<string, unknown>;
  const { algorithm, challenge, number, salt, signature } = candidate;
  if (algorithm !== 'SHA-256') return null;
  if (typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return null;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return null;
  return { algorithm, challenge, number, salt, signature };
}

/** Seconds until the challenge in `salt` (`…?expires=<unix seconds>&`) expires; 0 when absent or past. */
export function secondsUntilExpiry(salt: string, nowMs: number = Date.now()): number {
  const query = salt.split('?')[1] ?? '';
  const expires = Number(new URLSearchParams(query).get('expires'));
  if (!Number.isFinite(expires)) return 0;
  return Math.max(0, Math.ceil(expires - nowMs / 1000));
}
