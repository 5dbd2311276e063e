import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import type { RunningSystem } from './support/system.js';
import { useSystemAndBrowser } from './support/suite.js';

interface Envelope<T> {
  code: number;
  message: string;
  body: T;
}

interface OutboxEntry {
  phone: string;
  content: string;
  createdAt: string;
}

/**
 * Accounts in a real browser against the built system (issue 3): SMS login with the bot-check, the identity
 * choice, registration end to end and logout. SMS codes are read from the development outbox as staff.
 */
describe('accounts in a real browser', () => {
  const suite = useSystemAndBrowser();
  let system: RunningSystem;
  let browser: Browser;
  let page: Page;
  let staffToken: string;

  async function api<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
    const response = await fetch(`${system.url}${path}`, init);
    expect(response.status).toBe(200);
    return (await response.json()) as Envelope<T>;
  }

  /** Polls the outbox (the SMS goes through a queue) for a code sent to `phone` after `since`. */
  async function readSmsCode(phone: string, since: number): Promise<string> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const answer = await api<OutboxEntry[] | { list: OutboxEntry[] }>(`/api/admin/sms-outbox?phone=${phone}`, {
        headers: { Authorization: `Bearer ${staffToken}` },
      });
      const entries = Array.isArray(answer.body) ? answer.body : (answer.body?.list ?? []);
      const fresh = entries.find((entry) => entry.phone === phone && Date.parse(entry.createdAt) >= since - 2_000);
      const code = fresh ? /\d{6}/.exec(fresh.content)?.[0] : undefined;
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`no SMS code for ${phone} in the outbox`);
  }

  /** Fills the phone, waits for the bot-check, sends the SMS and returns the code from the outbox. */
  async function requestCode(phone: string): Promise<string> {
    await page.getByTestId('phone-input').fill(phone);
    await page.locator('[data-testid="bot-check"][data-status="verified"]').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('bot-check').textContent()).resolves.toBe('验证成功');
    const since = Date.now();
    await page.getByTestId('sms-send').click();
    await page
      .getByTestId('sms-send')
      .filter({ hasText: /秒后重试/ })
      .waitFor();
    return readSmsCode(phone, since);
  }

  async function greeting(): Promise<string> {
    return (await page.getByTestId('shell-greeting').textContent()) ?? '';
  }

  beforeAll(async () => {
    ({ system, browser } = suite);
    const login = await api<{ token: string }>('/api/admin/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123456' }),
    });
    expect(login.code).toBe(0);
    staffToken = login.body.token;
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  });
  afterEach(() => page.close());

  it('logs 13800000001 in through the page with the code from the outbox and greets by nick name', async () => {
    await page.goto(`${system.url}/login`);
    await page.getByRole('heading', { name: '账号登录' }).waitFor();
    await expect(page.getByRole('checkbox', { name: '15天免登录' }).isChecked()).resolves.toBe(true);
    await screenshot(page, 'accounts-login');

    const code = await requestCode('13800000001');
    await page.getByTestId('sms-code-input').fill(code);
    await screenshot(page, 'accounts-login-filled');
    await page.getByTestId('sms-code-input').press('Enter');

    await page.waitForURL(`${system.url}/`);
    await page.getByTestId('shell-greeting').filter({ hasText: '张晓明' }).waitFor();
    await expect(greeting()).resolves.toBe('您好，张晓明');
    // 15天免登录 keeps the session in localStorage, so a new tab of the same browser stays signed in.
    await expect(page.evaluate(() => localStorage.getItem('seqportal.token'))).resolves.toBeTruthy();
    await page.reload();
    await page.getByTestId('shell-greeting').filter({ hasText: '张晓明' }).waitFor();
    await screenshot(page, 'accounts-logged-in-home');
  });

  it('asks 13800000003 which identity to use on /choice_login and logs in with the chosen one', async () => {
    await page.goto(`${system.url}/login`);
    const code = await requestCode('13800000003');
    await page.getByTestId('sms-code-input').fill(code);
    await page.getByTestId('login-submit').click();

    await page.waitForURL(/\/choice_login$/);
    const layer = page.getByTestId('layer-modal');
    await layer.getByTestId('identity-card').first().waitFor();
    await expect(layer.getByTestId('identity-card').count()).resolves.toBe(2);
    await expect(layer.getByTestId('identity-group-company').textContent()).resolves.toContain(
      '北京未来基因科技有限公司',
    );
    await expect(layer.getByTestId('identity-group-personal').textContent()).resolves.toContain('wangwei_personal');
    // Not closable: no close button, and Escape leaves it open.
    await expect(layer.getByRole('button', { name: '关闭' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await expect(page.url()).toMatch(/\/choice_login$/);
    await screenshot(page, 'accounts-choice-login');

    await layer.getByTestId('choice-login-filter').fill('personal');
    await expect(layer.getByTestId('identity-card').count()).resolves.toBe(1);
    await layer.getByTestId('identity-card').click();

    await page.waitForURL(`${system.url}/`);
    await layer.waitFor({ state: 'detached' });
    await page.getByTestId('shell-greeting').filter({ hasText: '王伟' }).waitFor();
  });

  it('registers a new phone end to end and is logged in afterwards', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const username = `测试用户${phone.slice(-4)}`;
    await page.goto(`${system.url}/register`);
    await page.getByRole('heading', { name: '注册账号' }).waitFor();
    const code = await requestCode(phone);
    await page.getByTestId('sms-code-input').fill(code);
    await screenshot(page, 'accounts-register-step1');
    await page.getByTestId('register-next').click();

    await page.getByTestId('username-input').waitFor();
    await page.getByTestId('username-input').fill(username);
    // An existing company offers the sub-account path instead of finishing.
    await page.getByTestId('company-input').fill('上海示例生物科技有限公司');
    await page.getByTestId('company-input').blur();
    await page.getByTestId('company-exists').waitFor();
    await expect(page.getByTestId('register-finish').isDisabled()).resolves.toBe(true);
    // Let the button's 250 ms colour transition to the disabled look finish before the picture.
    await page.waitForTimeout(400);
    await screenshot(page, 'accounts-register-company-exists');
    await page.getByTestId('company-input').fill('');
    await page.getByTestId('company-input').blur();
    await page.getByTestId('company-exists').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '《用户服务协议》' }).click();
    await page.getByTestId('agreement-layer').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'accounts-agreement-layer');
    await page.getByRole('button', { name: '我已阅读' }).click();
    await page.getByTestId('layer-modal').waitFor({ state: 'detached' });

    await page.getByRole('checkbox', { name: '我已阅读并同意服务协议及隐私条款' }).check();
    await screenshot(page, 'accounts-register-step2');
    await page.getByTestId('register-finish').click();

    await page.waitForURL(`${system.url}/`);
    await page.getByTestId('shell-greeting').filter({ hasText: username }).waitFor();
  });

  it('applies for a sub-account of an approved company through /register_extra', async () => {
    const phone = `137${String(Date.now()).slice(-8)}`;
    const username = `子账号${phone.slice(-4)}`;
    await page.goto(`${system.url}/register`);
    const code = await requestCode(phone);
    await page.getByTestId('sms-code-input').fill(code);
    await page.getByTestId('register-next').click();
    await page.getByTestId('username-input').fill(username);
    await page.getByTestId('company-input').fill('上海示例生物科技有限公司');
    await page.getByTestId('company-input').blur();
    await page.getByTestId('apply-sub-account').click();

    await page.waitForURL(/\/register_extra$/);
    await expect(page.getByTestId('extra-company').inputValue()).resolves.toBe('上海示例生物科技有限公司');
    await expect(page.getByTestId('extra-company').getAttribute('readonly')).resolves.not.toBeNull();
    await expect(page.getByTestId('extra-username').inputValue()).resolves.toBe(username);
    await page.getByRole('checkbox', { name: '我已阅读并同意服务协议及隐私条款' }).check();
    await screenshot(page, 'accounts-register-extra');
    await page.getByTestId('extra-finish').click();

    await page.waitForURL(`${system.url}/`);
    await page.getByTestId('shell-greeting').filter({ hasText: username }).waitFor();
  });

  it('logs out from the top bar: 已退出, home, greeted as a visitor again', async () => {
    await page.goto(`${system.url}/login`);
    const code = await requestCode('13800000002');
    await page.getByTestId('sms-code-input').fill(code);
    await page.getByRole('checkbox', { name: '15天免登录' }).uncheck();
    await page.getByTestId('login-submit').click();
    await page.getByTestId('shell-greeting').filter({ hasText: '李思' }).waitFor();
    await page.goto(`${system.url}/all_goods`);
    await page.getByTestId('shell-greeting').filter({ hasText: '李思' }).waitFor();

    await page.getByRole('button', { name: '退出' }).click();

    await page.getByTestId('notifier-toast').filter({ hasText: '已退出' }).waitFor();
    await page.waitForURL(`${system.url}/`);
    await expect(greeting()).resolves.toBe('您好，欢迎来到SeqPortal');
    await expect(page.evaluate(() => sessionStorage.getItem('seqportal.token'))).resolves.toBeNull();
    await screenshot(page, 'accounts-logged-out');
  });

  it('fits the login and registration pages on a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/login', '/register']) {
      await page.goto(`${system.url}${path}`);
      await page.getByTestId('phone-input').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await page.goto(`${system.url}/login`);
    await page.getByTestId('phone-input').fill('13800000001');
    await page.locator('[data-testid="bot-check"][data-status="verified"]').waitFor({ timeout: 30_000 });
    await screenshot(page, 'accounts-login-390');
  });
});
