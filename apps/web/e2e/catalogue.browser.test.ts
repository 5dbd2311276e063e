import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiLogin } from './support/api-login.js';
import { screenshot } from './support/browser.js';
import { signIn } from './support/session.js';
import type { RunningSystem } from './support/system.js';
import { useSystemAndBrowser } from './support/suite.js';

describe('the catalogue in a real browser, against the seeded catalogue', () => {
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
  afterEach(async () => {
    // Closes the detail tabs the test opened too.
    for (const open of page.context().pages()) await open.close();
  });

  /** The page a click opens in a new tab (in-app links keep their opener, so the session comes along). */
  async function openedInNewTab(click: () => Promise<void>): Promise<Page> {
    const [opened] = await Promise.all([page.context().waitForEvent('page'), click()]);
    return opened;
  }

  /**
   * Waits until every <img> has loaded (or failed), so that full-page screenshots show the pictures. Cards load
   * their pictures lazily, which a screenshot never scrolls to trigger, so they are switched to eager first.
   */
  async function imagesSettled(on: Page = page): Promise<void> {
    await on.evaluate(() => {
      for (const image of Array.from(document.images)) image.loading = 'eager';
    });
    await on.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, {
      timeout: 10_000,
    });
  }

  it('shows a visitor the category menu, the carousel and product rows with 登录后查看价格', async () => {
    await page.goto(system.url);
    await page.getByTestId('category-menu-item').first().waitFor();
    expect(await page.getByTestId('category-menu-item').count()).toBe(6);
    await page.getByTestId('banner-carousel').waitFor();
    expect(await page.getByTestId('banner-dot').count()).toBeGreaterThan(1);
    await expect(page.getByTestId('home-flow').textContent()).resolves.toMatch(/下单.*寄样.*实验.*报告.*交付/);

    const row = page.getByTestId('home-goods-row').first();
    await row.waitFor();
    const cards = await row.getByTestId('product-card').count();
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThanOrEqual(10);
    expect(await row.getByText('登录后查看价格').count()).toBe(cards);
    expect(await page.getByTestId('price').count()).toBe(0);
    // No sideways scrolling on a desktop screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The rows after the first are drawn one per idle moment: every one of them before the pictures are awaited.
    await page.locator('[data-testid="home-goods-rows"][aria-busy="false"]').waitFor();
    expect(await page.getByTestId('home-goods-row').count()).toBeGreaterThan(1);
    await imagesSettled();
    await screenshot(page, 'catalogue-home');
  });

  it('asks a visitor to log in to search, lists a search link and opens a product', async () => {
    await page.goto(system.url);
    // Searching needs a login (spec part 1 section 2), whether by a hot-keyword suggestion, Enter or the button.
    await page.getByTestId('shell-search').fill('全基因组');
    await page.getByRole('option', { name: '全基因组', exact: true }).click();
    await page.waitForURL(/\/need_login$/);
    await page.getByTestId('layer-modal').waitFor();
    // A shared search link still lists its products, with prices hidden.
    await page.goto(`${system.url}/all_goods?search=${encodeURIComponent('全基因组')}`);
    // The count line belongs to the list only: the home page's cards are gone once it shows.
    await page.getByTestId('goods-total').waitFor();
    const names = await page.getByTestId('product-card').allTextContents();
    expect(names.some((text) => text.includes('全基因组'))).toBe(true);
    expect(names.every((text) => text.includes('登录后查看价格'))).toBe(true);
    await imagesSettled();
    await screenshot(page, 'catalogue-search');

    // Product cards open their detail in a new tab (spec part 1 section 2).
    const detail = await openedInNewTab(() => page.getByTestId('product-card').first().click());
    await detail.waitForURL(/\/all_goods\/detail\?skuId=\d+/);
    const summary = detail.getByTestId('detail-summary');
    await summary.waitFor();
    await expect(summary.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await expect(summary.textContent()).resolves.toContain('登录后查看价格');
    await detail.getByTestId('detail-description').waitFor();
    await imagesSettled(detail);
    await screenshot(detail, 'catalogue-detail-visitor');

    await summary.getByRole('button', { name: '加入样本箱' }).click();
    await detail.waitForURL(/\/need_login$/);
    await detail.getByTestId('layer-modal').waitFor();
  });

  describe('signed in as the contract customer 13800000001', () => {
    let tokens: { token: string; refreshToken: string };

    beforeAll(async () => {
      tokens = await apiLogin(system.url, '13800000001');
    });
    beforeEach(async () => {
      await signIn(page, tokens);
    });

    it('shows prices on the home page, the list and the detail page', async () => {
      await page.goto(system.url);
      await page.getByTestId('home-user-name').waitFor();
      await page.getByTestId('price').first().waitFor();
      expect(await page.getByText('登录后查看价格').count()).toBe(0);
      await expect(page.getByTestId('price').first().textContent()).resolves.toMatch(/^¥[\d,]+\.\d{2}$/);
      await page.locator('[data-testid="home-goods-rows"][aria-busy="false"]').waitFor();
      await imagesSettled();
      await screenshot(page, 'catalogue-home-signed-in');

      // Signed in, the search button searches.
      await page.getByTestId('shell-search').fill('PE150');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await page.waitForURL(/\/all_goods\?search=PE150/);
      await page.getByTestId('goods-total').waitFor();
      await page.getByTestId('price').first().waitFor();
      await page.getByTestId('contract-tabs').waitFor();
      await imagesSettled();
      await screenshot(page, 'catalogue-list-signed-in');

      // The contract tab lists what the first contract covers, at its price; a card opens under that contract.
      await page.getByTestId('contract-tabs').getByRole('tab').nth(1).click();
      await page.waitForURL(/contractId=\d+/);
      const contractCard = page.locator('[data-testid="product-card"] a[href*="contractId="]').first();
      const detail = await openedInNewTab(() => contractCard.click());
      await detail.waitForURL(/\/all_goods\/detail\?.*contractId=/);
      const summary = detail.getByTestId('detail-summary');
      await summary.getByTestId('price').waitFor();
      await expect(summary.getByTestId('price').textContent()).resolves.toMatch(/^¥[\d,]+\.\d{2}$/);
      await summary.getByRole('button', { name: '立即购买' }).waitFor();
      expect(await summary.getByTestId('out-of-contract').count()).toBe(0);
      await imagesSettled(detail);
      await screenshot(detail, 'catalogue-detail-signed-in');
    });

    it('tells the contract customer that a product outside its contracts needs customer service', async () => {
      // The demo contracts leave NovaSeq library runs outside (seeds/catalogue/goods.data.ts).
      await page.goto(`${system.url}/all_goods?search=${encodeURIComponent('NovaSeq X Plus文库上机测序')}`);
      await page.getByTestId('goods-total').waitFor();
      const detail = await openedInNewTab(() =>
        page.getByTestId('product-card').filter({ hasText: 'NovaSeq X Plus文库上机测序' }).first().click(),
      );
      const notice = detail.getByTestId('out-of-contract');
      await notice.waitFor();
      await expect(notice.textContent()).resolves.toContain('该商品不在合同范围内，请联系客服');
      expect(await detail.getByRole('button', { name: '立即购买' }).count()).toBe(0);
      await imagesSettled(detail);
      await screenshot(detail, 'catalogue-detail-out-of-contract');
      await notice.getByRole('link', { name: '联系客服' }).click();
      await detail.waitForURL(/\/kefu$/);
    });
  });
});
