import type { BotChallenge } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/**
 * A fresh ALTCHA challenge. Never cached (no query options): each challenge is single-use and expires, so
 * every bot-check run asks for its own. Silent because the bot-check shows its own failure state.
 */
export function getBotChallenge(signal?: AbortSignal): Promise<BotChallenge> {
  return apiData<BotChallenge>('GetBotChallenge', { silent: true, signal });
}
