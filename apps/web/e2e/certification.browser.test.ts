import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, screenshot } from './support/browser.js';
import type { RunningSystem } from './support/system.js';
import { useSystemAndBrowser } from './support/suite.js';

interface Envelope<T> {
  code: number;
  message: string;
  body: T;
}

interface OutboxEntry {
  id: number;
  phone?: string;
  email?: string;
  content: string;
  createdAt: string;
}

/** A real 1×1 PNG (what the server's content sniffing recognises) and a one-page PDF. */
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex'),
  Buffer.from('53de0000000c4944415408d763f8cfc0000003010100c9fe92ef0000000049454e44ae426082', 'hex'),
]);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<<>>>>endobj\n' +
    '4 0 obj<</Length 44>>stream\nBT /F1 18 Tf 40 100 Td (Service contract) Tj ET\nendstream endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Organisation certification end to end (issue 18): a new company registers, sets its e-mail through the layer
 * (code read from the development mail outbox), certifies with a PNG licence and a PDF contract, staff approve
 * it in /lab/certifications, the customer sees 已认证 and business management, a second phone applies as a
 * sub-account and the main account approves it there.
 */
describe('certification and business management in a real browser', () => {
  const suite = useSystemAndBrowser();
  let system: RunningSystem;
  let browser: Browser;
  let customerContext: BrowserContext;
  let main: Page;
  let staffToken: string;
  const stamp = String(Date.now()).slice(-8);
  const mainPhone = `139${stamp}`;
  const subPhone = `137${stamp}`;
  const company = `浏览器测试生物${stamp.slice(-4)}有限公司`;
  const email = `lab${stamp}@example.cn`;

  async function api<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
    const response = await fetch(`${system.url}${path}`, init);
    expect(response.status).toBe(200);
    return (await response.json()) as Envelope<T>;
  }

  /** Polls a development outbox (messages go through a queue) for a 6-digit code sent after `since`. */
  async function readCode(path: string, since: number): Promise<string> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const answer = await api<OutboxEntry[]>(path, { headers: { Authorization: `Bearer ${staffToken}` } });
      const fresh = answer.body.find((entry) => Date.parse(entry.createdAt) >= since - 2_000);
      const code = fresh ? /\d{6}/.exec(fresh.content)?.[0] : undefined;
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`no code in ${path}`);
  }

  async function registerThroughPage(page: Page, phone: string, username: string): Promise<void> {
    await page.goto(`${system.url}/register`);
    await page.getByTestId('phone-input').fill(phone);
    await page.locator('[data-testid="bot-check"][data-status="verified"]').waitFor({ timeout: 30_000 });
    const since = Date.now();
    await page.getByTestId('sms-send').click();
    await page
      .getByTestId('sms-send')
      .filter({ hasText: /秒后重试/ })
      .waitFor();
    await page.getByTestId('sms-code-input').fill(await readCode(`/api/admin/sms-outbox?phone=${phone}`, since));
    await page.getByTestId('register-next').click();
    await page.getByTestId('username-input').fill(username);
    await page.getByTestId('company-input').fill(company);
    await page.getByTestId('company-input').blur();
  }

  const toast = (page: Page, text: string) => page.getByTestId('notifier-toast').filter({ hasText: text });
  const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  async function layerShot(page: Page, name: string): Promise<void> {
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
  }

  beforeAll(async () => {
    ({ system, browser } = suite);
    const login = await api<{ token: string }>('/api/admin/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123456' }),
    });
    staffToken = login.body.token;
    customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    main = await customerContext.newPage();
  });

  it(
    'registers a company, sets its e-mail and submits the certification with a PNG licence and a PDF contract',
    {
      timeout: 180_000,
    },
    async () => {
      await registerThroughPage(main, mainPhone, '周主管');
      await main.getByRole('checkbox', { name: '我已阅读并同意服务协议及隐私条款' }).check();
      await main.getByTestId('register-finish').click();
      await main.waitForURL(`${system.url}/`);
      await main.getByTestId('shell-greeting').filter({ hasText: '周主管' }).waitFor();

      // No e-mail yet: 去认证 asks for one first, and 去完善 opens the e-mail layer.
      await main.goto(`${system.url}/my_info`);
      await main.getByTestId('profile-certify').click();
      await main.getByTestId('email-required-text').waitFor();
      await layerShot(main, 'certification-email-required');
      await main.getByTestId('email-required-go').click();
      await main.waitForURL(/\/check_old_email$/);
      await main.getByTestId('email-input').fill(email);
      const since = Date.now();
      await main.getByTestId('email-code-send').click();
      await main
        .getByTestId('email-code-send')
        .filter({ hasText: /秒后重试/ })
        .waitFor();
      await main.getByTestId('email-code-input').fill(await readCode(`/api/admin/mail-outbox?email=${email}`, since));
      await layerShot(main, 'certification-email-layer');
      await main.getByTestId('email-next').click();
      await main.getByTestId('email-confirm-address').filter({ hasText: email }).waitFor();
      await main.getByTestId('email-submit').click();
      await toast(main, '更新成功').waitFor();
      await main.getByTestId('profile-email').filter({ hasText: email }).waitFor();

      await main.getByTestId('profile-certify').click();
      await main.waitForURL(/\/my_info\/fix_company$/);
      await main.getByLabel('企业').check();
      await expect(main.getByTestId('mechanism-name').inputValue()).resolves.toBe(company);
      await main.getByTestId('certification-submit').click();
      await main.getByText('请先上传营业执照', { exact: true }).first().waitFor();

      await main
        .getByTestId('business-files-input')
        .setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
      await main.getByTestId('business-files-file').waitFor();
      await main.getByTestId('contract-files-input').setInputFiles({
        name: '服务合同.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await main.getByTestId('contract-files-file').waitFor();
      // The licence's preview is the stored file itself, opened through its short-lived link.
      await expect(
        main
          .getByTestId('business-files-file')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).resolves.toBe(1);
      await screenshot(main, 'certification-form-filled');
      await main.getByTestId('tolerance-ratio').fill('90');
      await main.getByTestId('certification-submit').click();
      await toast(main, '提交成功').waitFor();
      await main.getByTestId('certification-status').filter({ hasText: '正在审核中' }).waitFor();
      await screenshot(main, 'certification-submitted');
    },
  );

  it(
    'is approved by staff in /lab/certifications; the customer then sees 已认证 and business management',
    {
      timeout: 120_000,
    },
    async () => {
      const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
      const staff = await staffContext.newPage();
      await staff.goto(`${system.url}/lab/certifications`);
      await staff.getByTestId('lab-username').fill('admin');
      await staff.getByTestId('lab-password').fill('admin123456');
      await staff.getByTestId('lab-login-submit').click();
      await staff.getByTestId('certification-queue-item').filter({ hasText: company }).click();
      await staff.getByTestId('certification-detail').filter({ hasText: '服务合同.pdf' }).waitFor();
      await screenshot(staff, 'certification-staff-review');
      await staff.getByTestId('approve-certification').click();
      await staff.getByTestId('review-notice').filter({ hasText: company }).waitFor();
      await staffContext.close();

      await main.goto(`${system.url}/my_info`);
      await main.getByTestId('profile-certification').filter({ hasText: '已认证' }).waitFor();
      await expect(main.getByTestId('profile-certify').count()).resolves.toBe(0);
      await main.goto(`${system.url}/bussiness_manger`);
      await main.getByTestId('business-tile').first().waitFor();
      await expect(main.getByTestId('business-tile').count()).resolves.toBe(6);
      await main.getByTestId('business-tile').nth(2).click();
      await toast(main, '功能尚未开通').waitFor();
      await screenshot(main, 'business-manager-tiles');
    },
  );

  it('lets a second phone apply as a sub-account, which the main account approves', { timeout: 180_000 }, async () => {
    const subContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const sub = await subContext.newPage();
    await registerThroughPage(sub, subPhone, '钱同学');
    await sub.getByTestId('apply-sub-account').click();
    await sub.waitForURL(/\/register_extra$/);
    await sub.getByRole('checkbox', { name: '我已阅读并同意服务协议及隐私条款' }).check();
    await sub.getByTestId('extra-finish').click();
    await sub.waitForURL(`${system.url}/`);
    await subContext.close();

    await main.goto(`${system.url}/bussiness_manger`);
    await main.getByTestId('pending-count').filter({ hasText: '1' }).waitFor();
    await main.getByTestId('business-tile').first().click();
    await main.waitForURL(/\/bussiness_manger\/accounts$/);
    const applicant = main.getByTestId('account-row').filter({ hasText: '钱同学' });
    await applicant.getByTestId('account-status').filter({ hasText: '待审核' }).waitFor();
    await screenshot(main, 'business-accounts-pending');
    await applicant.getByTestId('account-approve').click();
    await applicant.getByTestId('account-status').filter({ hasText: '已启用' }).waitFor();
    await screenshot(main, 'business-accounts-approved');

    await main.goto(`${system.url}/bussiness_manger/permissions`);
    const row = main.getByTestId('permission-row').filter({ hasText: '钱同学' });
    // The switch follows the server's answer (it is controlled), so click and wait rather than uncheck().
    const order = row.getByRole('switch', { name: /下单$/ });
    await order.click();
    await toast(main, '操作成功').waitFor();
    await expect(order.isChecked()).resolves.toBe(false);
    await screenshot(main, 'business-permissions');
  });

  it('fits the certification and business pages on a 375 px phone', { timeout: 120_000 }, async () => {
    await main.setViewportSize({ width: 375, height: 812 });
    for (const [path, name, ready] of [
      ['/my_info/fix_company', 'certification-375', 'certification-status'],
      ['/bussiness_manger', 'business-manager-375', 'business-tile'],
      ['/bussiness_manger/accounts', 'business-accounts-375', 'account-row'],
      ['/bussiness_manger/permissions', 'business-permissions-375', 'permission-row'],
      ['/bussiness_manger/contracts', 'business-contracts-375', 'contracts-empty'],
    ] as const) {
      await main.goto(`${system.url}${path}`);
      await main.getByTestId(ready).first().waitFor();
      await main.waitForTimeout(300);
      await screenshot(main, name);
      expect({ path, overflow: await sideways(main) }).toEqual({ path, overflow: 0 });
    }
    await main.goto(`${system.url}/fix_phone`);
    await main.getByTestId('fix-phone-old').waitFor();
    await layerShot(main, 'fix-phone-375');
    expect(await sideways(main)).toBe(0);
  });
});
