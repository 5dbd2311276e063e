/** "15天免登录" (spec part 2 section 9): the refresh token lives 15 days; without it, one day. */
export const LONG_REFRESH_LIFETIME_SECONDS = 15 * 24 * 3600;
export const SHORT_REFRESH_LIFETIME_SECONDS = 24 * 3600;

export function refreshLifetimeSeconds(avoidLogin: boolean): number {
  return avoidLogin ? LONG_REFRESH_LIFETIME_SECONDS : SHORT_REFRESH_LIFETIME_SECONDS;
}

/**
 * How long a revoked session stays in the Redis revocation set. No access token of the session can outlive
 * both its own lifetime and the longest refresh lifetime, so the mark can be forgotten after that.
 */
export function revokedMarkSeconds(accessTtlSeconds: number): number {
  return Math.max(LONG_REFRESH_LIFETIME_SECONDS, accessTtlSeconds);
}

/** Login tickets and SMS codes: five minutes. Registration keys: half an hour to fill in step 2. */
export const LOGIN_TICKET_SECONDS = 5 * 60;
export const REGISTRATION_KEY_SECONDS = 30 * 60;
