import type {
  ApiEnvelope,
  BillingOverview,
  BillingReportRow,
  ListResponse,
  StatementDetail,
  StatementSummary,
} from '@seqportal/contract';
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './support/api-login.js';
import { join } from 'node:path';
import { openSignedIn } from './support/session.js';
import { SCREENSHOT_DIR, screenshot } from './support/browser.js';
import type { RunningSystem } from './support/system.js';
import { useSystemAndBrowser } from './support/suite.js';

interface Tokens {
  token: string;
  refreshToken: string;
}

/**
 * Monthly statements (对账单) in a real browser, against the seeded system: 13800000001's history comes with
 * statements, last month's awaiting confirmation. The customer disputes one of its lines with a comment, support
 * resolves the dispute in the staff console, and the customer then confirms the statement and downloads its PDF.
 */
describe('monthly statements in a real browser', () => {
  const suite = useSystemAndBrowser();
  let system: RunningSystem;
  let browser: Browser;
  let page: Page;
  let customer: Tokens;
  let statement: StatementDetail;

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(new URL(path, system.url), {
      headers: { Accept: 'application/json', Authorization: `Bearer ${customer.token}` },
    });
    const envelope = (await response.json()) as ApiEnvelope<T>;
    if (envelope.code !== 0) throw new Error(`GET ${path} answered ${envelope.code} ${envelope.message}`);
    return envelope.body as T;
  }

  beforeAll(async () => {
    ({ system, browser } = suite);
    customer = await apiLogin(system.url, '13800000001');
    const list = await api<ListResponse<StatementSummary>>('/api/NewBilling/GetStatementList?page=1&pageSize=50');
    expect(list.totalCount).toBeGreaterThan(10);
    const pending = list.list.filter((row) => row.status === 1);
    expect(pending.length).toBeGreaterThan(0);
    const details = await Promise.all(
      pending.map((row) => api<StatementDetail>(`/api/NewBilling/GetStatementDetail?id=${row.id}`)),
    );
    const withLines = details.find((detail) => detail.lines.some((line) => line.kind === 1));
    expect(withLines).toBeDefined();
    statement = withLines!;
  });
  afterEach(() => page?.close());

  async function openAs(tokens: Tokens, viewport = { width: 1280, height: 900 }): Promise<Page> {
    page = await openSignedIn(browser, tokens, { viewport });
    return page;
  }

  /** The statement dialog alone: a full-page picture of the long billing centre would shrink it to nothing. */
  async function dialogShot(name: string): Promise<void> {
    await page.waitForTimeout(400);
    await page
      .getByRole('dialog')
      .last()
      .screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
  }

  async function openStatement(): Promise<void> {
    await page.goto(`${system.url}/billing_center`);
    await page.getByTestId(`statement-open-${statement.id}`).click();
    await page.getByTestId('statement-lines').waitFor();
  }

  it(
    'disputes a line, support resolves it in the staff console, then the customer confirms and downloads',
    { timeout: 240_000 },
    async () => {
      await openAs(customer);
      await page.goto(`${system.url}/billing_center`);
      const list = page.getByTestId('statement-list');
      await list.getByText(statement.period).first().waitFor();
      await list.scrollIntoViewIfNeeded();
      await list.screenshot({ path: join(SCREENSHOT_DIR, 'statements-list.png') });

      await page.getByTestId(`statement-open-${statement.id}`).click();
      await page.getByTestId('statement-lines').waitFor();
      await expect(page.getByTestId('statement-期末余额').textContent()).resolves.toBe(statement.closingBalance);
      await expect(page.getByTestId('statement-期初余额').textContent()).resolves.toBe(statement.openingBalance);
      const line = statement.lines.find((candidate) => candidate.kind === 1)!;
      await expect(page.getByTestId('statement-lines').textContent()).resolves.toContain(line.orderNo);
      await dialogShot('statement-detail');

      // A dispute needs a comment; with one, the line shows as disputed and confirming waits for support.
      await page.getByTestId(`dispute-line-${line.lineNo}`).click();
      await page.getByTestId('dispute-submit').click();
      await page.getByText('请填写异议说明').waitFor();
      await page.getByTestId('dispute-comment').fill('该订单样本数量与送样单不一致，请核对');
      await page.getByTestId('dispute-submit').click();
      await page.getByTestId('notifier-toast').filter({ hasText: '异议已提交' }).waitFor();
      await page.getByTestId(`statement-line-${line.lineNo}`).getByText('异议处理中').waitFor();
      expect(await page.getByTestId('statement-confirm').count()).toBe(0);
      await dialogShot('statement-disputed');

      // Support resolves it in the staff console.
      const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
      try {
        const staff = await staffContext.newPage();
        await staff.goto(`${system.url}/lab`);
        await staff.getByTestId('lab-username').fill('support');
        await staff.getByTestId('lab-password').fill('support123456');
        await staff.getByTestId('lab-login-submit').click();
        await staff.getByTestId('lab-statement-disputes').click();
        const card = staff.locator('[data-testid^="dispute-"]').filter({ hasText: '该订单样本数量与送样单不一致' });
        await card.waitFor();
        await expect(card.textContent()).resolves.toContain(line.orderNo);
        await screenshot(staff, 'staff-statement-disputes');
        await card.getByTestId('resolve').click();
        await card.getByText('请填写处理意见').waitFor();
        await card.getByTestId('resolution').fill('已核对送样单，样本数量无误，金额不变');
        await card.getByTestId('resolve').click();
        await staff.getByText('暂无异议').waitFor();
        await staff.getByRole('tab', { name: '已处理' }).click();
        await staff.getByText('已核对送样单，样本数量无误，金额不变').first().waitFor();
        await screenshot(staff, 'staff-statement-dispute-resolved');
      } finally {
        await staffContext.close();
      }

      // Back to pending with the resolution shown: the customer confirms.
      await openStatement();
      await page.getByText('处理意见：已核对送样单，样本数量无误，金额不变').waitFor();
      await page.getByTestId('statement-confirm').click();
      await page.getByTestId('notifier-toast').filter({ hasText: '对账单已确认' }).waitFor();
      await page.getByTestId('statement-detail').getByText('已确认').first().waitFor();
      expect(await page.getByTestId('statement-confirm').count()).toBe(0);
      await dialogShot('statement-confirmed');

      // The PDF opens in a new tab on a signed link.
      const opened = page.context().waitForEvent('request', (request) => /\.pdf\?/.test(request.url()));
      const popup = page.waitForEvent('popup');
      await page.getByTestId('statement-pdf').click();
      const tab = await popup;
      const link = await fetch((await opened).url());
      expect(link.status).toBe(200);
      expect(link.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await link.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await tab.close();

      const after = await api<StatementDetail>(`/api/NewBilling/GetStatementDetail?id=${statement.id}`);
      expect(after).toMatchObject({ status: 2, autoConfirmed: false });
      expect(after.disputes).toEqual([expect.objectContaining({ status: 2, lineId: line.id })]);
    },
  );

  it(
    "support issues a credit note in the staff console and the customer's available credit rises by it",
    { timeout: 180_000 },
    async () => {
      // An effective (samples received), unpaid order line of the customer, from the billing report.
      let target: BillingReportRow | undefined;
      for (let reportPage = 1; !target && reportPage <= 20; reportPage += 1) {
        const report = await api<ListResponse<BillingReportRow>>(
          `/api/NewBilling/GetReport?page=${reportPage}&pageSize=100`,
        );
        target = report.list.find((row) => row.receiptDate && row.contractId && Number(row.needPay) > 1);
        if (report.list.length < 100) break;
      }
      expect(target).toBeDefined();
      const before = await api<BillingOverview>('/api/NewBilling/GetOverview');
      expect(before.balance).not.toBeNull();
      const expected = ((Math.round(Number(before.balance) * 100) + 123) / 100).toFixed(2);

      const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
      try {
        const staff = await staffContext.newPage();
        await staff.goto(`${system.url}/lab`);
        await staff.getByTestId('lab-username').fill('support');
        await staff.getByTestId('lab-password').fill('support123456');
        await staff.getByTestId('lab-login-submit').click();
        await staff.getByTestId('lab-credit-notes').click();
        await staff.getByTestId('credit-note-form').waitFor();
        await staff.getByTestId('credit-review').click();
        await staff.getByText('请填写减免金额').waitFor();
        await staff.getByTestId('credit-order-no').fill(target!.yyCode);
        await staff.getByTestId('credit-amount').fill('1.23');
        await staff.getByTestId('credit-reason').fill('质检返工，减免部分测序费');
        await staff.getByTestId('credit-review').click();
        const confirm = staff.getByTestId('credit-confirm');
        await confirm.waitFor();
        await expect(confirm.textContent()).resolves.toContain(target!.yyCode);
        await expect(confirm.textContent()).resolves.toContain('1.23 元');
        // Let the dialog finish opening before the picture (as dialogShot does).
        await staff.waitForTimeout(400);
        await screenshot(staff, 'staff-credit-note-confirm');
        await staff.getByTestId('credit-confirm-submit').click();
        await staff.getByTestId('credit-success').waitFor();
        await confirm.waitFor({ state: 'detached' });
        await staff.getByTestId('credit-note-list').getByText('质检返工，减免部分测序费').waitFor();
        await expect(staff.getByTestId('credit-note-list').textContent()).resolves.toContain(target!.yyCode);
        await screenshot(staff, 'staff-credit-notes');
      } finally {
        await staffContext.close();
      }

      await openAs(customer);
      await page.goto(`${system.url}/billing_center`);
      const balance = page.getByTestId('overview-balance');
      await balance.waitFor();
      await expect.poll(() => balance.textContent(), { timeout: 30_000 }).toBe(expected);
      const after = await api<BillingOverview>('/api/NewBilling/GetOverview');
      expect(after.balance).toBe(expected);
    },
  );

  it('fits a 390 px phone screen, list and detail, without sideways page scrolling', { timeout: 120_000 }, async () => {
    await openAs(customer, { width: 390, height: 844 });
    await page.goto(`${system.url}/billing_center`);
    await page.getByTestId('statement-list').getByText(statement.period).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByTestId(`statement-open-${statement.id}`).click();
    await page.getByTestId('statement-lines').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await dialogShot('statement-detail-390');
  });
});
