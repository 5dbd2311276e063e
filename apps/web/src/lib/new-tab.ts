/**
 * Links that open in a new tab (spec part 1 section 2: most links open in a new window or tab).
 *
 * In-app pages use rel="opener", not noopener: the token of a login without 15天免登录 lives in sessionStorage,
 * and browsers copy sessionStorage only into a tab that keeps its opener (Chromium stopped copying it for
 * noopener tabs), so a noopener detail page would open signed out. The opener is our own origin, so keeping
 * it exposes nothing to a third party. Other origins (downloads, outside sites) get noopener noreferrer.
 */
export const IN_APP_NEW_TAB = { target: '_blank', rel: 'opener' } as const;

export const EXTERNAL_NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
