import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link to a certification file works: long enough to look at it, too short to pass it around. */
export const FILE_LINK_TTL_SECONDS = 10 * 60;

export const FILE_VIEW_PATH = '/api/File/view';

function signature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`uploaded-file:${key}:${expires}`).digest('base64url');
}

/** A link that opens one file until `expires` (seconds since the epoch); it carries no session. */
export function signFileLink(secret: string, key: string, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + FILE_LINK_TTL_SECONDS;
  const query = new URLSearchParams({ key, expires: String(expires), sig: signature(secret, key, expires) });
  return `${FILE_VIEW_PATH}?${query.toString()}`;
}

export type LinkCheck = 'ok' | 'expired' | 'invalid';

export function checkFileLink(
  secret: string,
  key: string,
  expires: number,
  sig: string,
  nowMs = Date.now(),
): LinkCheck {
  const expected = Buffer.from(signature(secret, key, expires));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expires * 1000 < nowMs ? 'expired' : 'ok';
}
