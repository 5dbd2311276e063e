import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import type { RunningSystem } from './support/system.js';
import { useSystemAndBrowser } from './support/suite.js';

describe('the shell in a real browser, served by the built system', () => {
  const suite = useSystemAndBrowser();
  let system: RunningSystem;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ system, browser } = suite);
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  });
  afterEach(() => page.close());

  it('renders the logo, search box, sample-box badge and footer on the home page', async () => {
    await page.goto(system.url);
    await page.getByTestId('shell-logo').waitFor();
    await page.getByTestId('shell-search').waitFor();
    await expect(page.getByTestId('shell-cart-badge').textContent()).resolves.toBe('0');
    await expect(page.getByTestId('shell-footer').textContent()).resolves.toContain('3');
    await page.getByTestId('shell-kefu').waitFor();
    await page.getByText('登录').first().waitFor();
    await screenshot(page, 'shell-home');
  });

  it('opens a layer route as a modal over the page it came from and closes it on navigation', async () => {
    await page.goto(`${system.url}/all_goods`);
    // The list loads its categories and goods asynchronously; compare once both are on the page (network idle
    // alone can come before the first queries start).
    await page.getByTestId('goods-total').waitFor();
    await page.getByText('基因组测序').first().waitFor();
    await page.waitForLoadState('networkidle');
    const pageBeneath = await page.locator('main').textContent();
    // Pressing Enter in the search box while logged out goes to /need_login (spec part 1 section 5).
    await page.getByTestId('shell-search').fill('全基因组');
    await page.getByTestId('shell-search').press('Enter');
    await page.waitForURL(/\/need_login$/);
    const modal = page.getByTestId('layer-modal');
    await modal.waitFor({ state: 'visible' });
    await expect(modal.textContent()).resolves.toContain('需要识别您的身份');
    // The page it was opened from stays underneath.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main').textContent()).resolves.toBe(pageBeneath);
    // Let the 300 ms opening transition finish before the picture.
    await page.waitForTimeout(400);
    await screenshot(page, 'shell-need-login-layer');

    // Any change of path closes the layer; here the browser's back button.
    await page.goBack();
    await page.waitForURL(/\/all_goods$/);
    await modal.waitFor({ state: 'detached' });
  });

  it('shows a layer opened directly over the home page', async () => {
    await page.goto(`${system.url}/need_login`);
    await page.getByTestId('layer-modal').waitFor({ state: 'visible' });
    await page.getByTestId('home-flow').waitFor();
    await page.getByTestId('layer-modal').getByRole('link', { name: '登录' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByTestId('layer-modal').waitFor({ state: 'detached' });
  });

  it('fits a 390 px phone screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(system.url);
    await page.getByTestId('shell-logo').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'shell-home-390');
  });

  it('serves the API and its health on the same port', async () => {
    const response = await fetch(`${system.url}/api/health`);
    expect(response.status).toBe(200);
    expect((await response.json()).code).toBe(0);
  });
});
