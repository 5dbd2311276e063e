import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The keys apps/web/src/lib/session.ts reads: a non-persistent session lives in sessionStorage. */
export const SESSION_KEYS = { token: 'seqportal.token', refresh: 'seqportal.refreshToken' } as const;

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

export const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * Signs every page of `target` (a page, or a whole context) in as the customer of `tokens`, before the app's own
 * scripts run. Tokens the app already rotated (a refresh) are kept on a reload rather than replaced by stale ones.
 */
export async function signIn(target: Page | BrowserContext, tokens: SessionTokens): Promise<void> {
  await target.addInitScript(
    ({ session, keys }) => {
      if (!sessionStorage.getItem(keys.token)) {
        sessionStorage.setItem(keys.token, session.token);
        sessionStorage.setItem(keys.refresh, session.refreshToken);
      }
    },
    { session: { token: tokens.token, refreshToken: tokens.refreshToken }, keys: SESSION_KEYS },
  );
}

/** A new zh-CN page of the browser, signed in as `tokens`. */
export async function openSignedIn(
  browser: Browser,
  tokens: SessionTokens,
  options: { viewport?: { width: number; height: number }; acceptDownloads?: boolean } = {},
): Promise<Page> {
  const page = await browser.newPage({ viewport: options.viewport ?? DESKTOP, locale: 'zh-CN', ...options });
  await signIn(page, tokens);
  return page;
}
