import type { BotChallenge, BotProof } from '@seqportal/contract';
import { solveChallenge } from 'altcha-lib/v1';

/**
 * Solves an ALTCHA proof-of-work challenge in the browser and encodes the proof the way SendCode expects it
 * as `sig`: base64 of the JSON `{ algorithm, challenge, number, salt, signature }`. Resolves null when no number
 * up to `maxnumber` matches (a tampered or malformed challenge) or when aborted.
 */
export async function solveBotChallenge(challenge: BotChallenge, signal?: AbortSignal): Promise<string | null> {
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const abort = (): void => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    const solution = await promise;
    if (!solution || signal?.aborted) return null;
    return encodeBotProof({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    });
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}

export function encodeBotProof(proof: BotProof): string {
  // The proof is ASCII (hex digests, numbers, a query-string salt), so btoa needs no UTF-8 step.
  return btoa(JSON.stringify(proof));
}
