import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';

/**
 * Shared components in Chromium, from a small harness page that Vite serves (no API needed): the date-range
 * picker (zh-CN, 42-cell month) and the generic error dialog with several messages. Screenshots go to
 * e2e/screenshots/.
 */
const WEB_ROOT = decodeURIComponent(new URL('..', import.meta.url).pathname);

let server: ViteDevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await createServer({
    root: WEB_ROOT,
    configFile: `${WEB_ROOT}vite.config.ts`,
    logLevel: 'error',
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1000, height: 720 }, locale: 'zh-CN' });
  await page.goto(`http://127.0.0.1:${port}/e2e/harness/components.html`);
  await page.getByTestId('harness-range').waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('shared components', () => {
  it('picks an end date from the zh-CN calendar, which shows 42 days and no day before the start', async () => {
    await page
      .getByTestId('harness-range-end')
      .getByRole('button', { name: /选择日期/ })
      .click();
    const grid = page.getByRole('grid');
    await grid.waitFor();
    await expect(page.getByText('2026年1月').count()).resolves.toBe(1);
    const weeks = grid.locator('[role="row"]:has([role="gridcell"])');
    await expect(weeks.count()).resolves.toBe(6);
    await expect(grid.getByRole('gridcell').count()).resolves.toBe(42);
    await expect(grid.getByRole('gridcell', { name: '4', exact: true }).first().isDisabled()).resolves.toBe(true);
    await screenshot(page, 'components-date-range-picker');

    await grid.getByRole('gridcell', { name: '20', exact: true }).first().click();
    await expect.poll(() => page.getByTestId('harness-enter-time').textContent()).toBe('2026-01-05~2026-01-20');
  });

  it('lists several messages in the error dialog and runs its callback on the custom OK label', async () => {
    await page.getByTestId('harness-error-list').click();
    const dialog = page.getByTestId('notifier-dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('listitem').allTextContents()).resolves.toEqual([
      '文库 第1行：物种不能为空',
      '子文库 第2行：i7 index格式不正确',
      '子文库 第2行：i5 index不能少于6位',
    ]);
    await screenshot(page, 'components-error-dialog');
    await dialog.getByRole('button', { name: '去修改' }).click();
    await expect.poll(() => page.getByTestId('harness-acknowledged').textContent()).toBe('已确认');
  });

  it('opens in-app new tabs with the session of a login without 15天免登录 (sessionStorage)', async () => {
    await page.evaluate(() => sessionStorage.setItem('seqportal.token', 'tab-token'));
    const tokenInNewTab = async (testId: string) => {
      const [opened] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId(testId).click()]);
      await opened.waitForLoadState('domcontentloaded');
      const token = await opened.evaluate(() => sessionStorage.getItem('seqportal.token'));
      await opened.close();
      return token;
    };
    expect(await tokenInNewTab('harness-in-app-tab')).toBe('tab-token');
    // Why in-app links keep their opener: a noopener tab starts with an empty sessionStorage, i.e. signed out.
    expect(await tokenInNewTab('harness-external-tab')).toBeNull();
  });

  it('fits the date range at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 720 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'components-date-range-390');
  });
});
