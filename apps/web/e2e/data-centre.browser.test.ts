import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './support/api-login.js';
import { screenshot } from './support/browser.js';
import { signIn } from './support/session.js';
import type { RunningSystem } from './support/system.js';
import { useSystemAndBrowser } from './support/suite.js';

const CUSTOMER_PHONE = '13800000001';

/**
 * Issue 19 acceptance in a real browser, against the seeded system (13800000001's history has delivered orders):
 * the customer selects two delivered libraries in /data_center, orders two analyses after seeing the server's
 * price, staff start one in /lab, upload its result and complete it, and the customer downloads the result from
 * 分析记录 with the same MD5 the lab computed.
 */
describe('data centre and analysis ordering in a real browser', () => {
  const suite = useSystemAndBrowser();
  let system: RunningSystem;
  let browser: Browser;
  let customerContext: BrowserContext;
  let staffContext: BrowserContext;
  let customer: Page;
  let lab: Page;

  beforeAll(async () => {
    ({ system, browser } = suite);
    const tokens = await apiLogin(system.url, CUSTOMER_PHONE);
    customerContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'zh-CN',
      acceptDownloads: true,
    });
    await signIn(customerContext, tokens);
    customer = await customerContext.newPage();
    staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    lab = await staffContext.newPage();
  });
  afterAll(async () => {
    await staffContext?.close();
    await customerContext?.close();
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const name = context.task.name.slice(0, 16).replace(/[^\w\u4e00-\u9fa5]+/g, '-');
    await screenshot(customer, `data-centre-failed-${name}-customer`).catch(() => undefined);
    await screenshot(lab, `data-centre-failed-${name}-staff`).catch(() => undefined);
  });

  let analysisOrderNo = '';

  it('selects two delivered libraries, sees the price and orders two analyses', { timeout: 180_000 }, async () => {
    await customer.goto(`${system.url}/data_center`);
    const table = customer.getByTestId('data-table');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    await customer.getByText(/^共 \d+ 条$/).waitFor();

    // Bulk analysis needs a selection.
    await customer.getByTestId('data-analyse').click();
    await customer.getByText('请至少选择一条数据!').waitFor();

    await rows.nth(0).locator('input[type="checkbox"]').check();
    await rows.nth(1).locator('input[type="checkbox"]').check();
    await expect(customer.getByTestId('data-analyse').textContent()).resolves.toContain('已选2条');
    await screenshot(customer, 'data-centre-delivered');

    await customer.getByTestId('data-analyse').click();
    const layer = customer.getByTestId('bioanalytical-layer');
    await layer.waitFor();
    await customer.getByTestId('bioanalytical-next').click();
    await customer.getByText('请至少选择一个分析类型').waitFor();
    const types = layer.locator('[data-testid^="analysis-type-"]');
    await types.first().waitFor();
    await types.nth(0).click();
    await types.nth(2).click();
    const total = customer.getByTestId('bioanalytical-total');
    await total.waitFor();
    expect(await total.textContent()).toMatch(/^¥\d+\.\d{2}$/);
    await screenshot(customer, 'data-centre-bioanalytical-step1');

    await customer.getByTestId('bioanalytical-next').click();
    await customer.getByTestId('bioanalytical-submit').click();
    await customer.getByText('请选择参考基因组').waitFor();
    await layer.getByLabel('参考基因组').click();
    await customer.getByTestId('genome-GRCh38').click();
    await customer.getByTestId('out-file-VCF').check();
    const libraries = customer.getByTestId('bioanalytical-libraries');
    await libraries.locator('tbody tr').nth(1).waitFor();
    await expect(libraries.textContent()).resolves.toMatch(/_R1\.fq\.gz.*_R2\.fq\.gz/);
    const price = (await total.textContent()) ?? '';
    await screenshot(customer, 'data-centre-bioanalytical-step2');

    await customer.getByTestId('bioanalytical-submit').click();
    await customer.getByText('操作成功').waitFor();
    await layer.waitFor({ state: 'detached' });

    // 分析记录: the two analyses, queued, whose prices add up to the price shown before 提交.
    await customer.getByTestId('data-tab-2').click();
    const records = customer.getByTestId('analysis-table').locator('tbody tr[data-testid^="analysis-row-"]');
    await records
      .first()
      .getByText(/排队中|分析中|已完成/)
      .waitFor();
    await records.nth(1).waitFor();
    const first = (await records.nth(0).textContent()) ?? '';
    const second = (await records.nth(1).textContent()) ?? '';
    expect(first).toContain('排队中');
    expect(second).toContain('排队中');
    const amounts = await Promise.all(
      [0, 1].map(async (n) => Number(await records.nth(n).getByTestId('analysis-amount').textContent())),
    );
    expect((amounts[0]! + amounts[1]!).toFixed(2)).toBe(price.replace('¥', ''));
    analysisOrderNo = (await records.nth(0).getAttribute('data-testid'))!.replace('analysis-row-', '');
    expect(analysisOrderNo).toMatch(/^\d+$/);
    await screenshot(customer, 'data-centre-records');
  });

  it('staff start the analysis in /lab, upload its result and complete it', { timeout: 180_000 }, async () => {
    await lab.goto(`${system.url}/lab`);
    await lab.getByTestId('lab-username').fill('lab');
    await lab.getByTestId('lab-password').fill('lab123456');
    await lab.getByTestId('lab-login-submit').click();
    const queued = lab.getByTestId(`analysis-queue-${analysisOrderNo}`);
    await queued.waitFor();
    await queued.getByRole('button', { name: '开始分析' }).click();
    await lab
      .getByTestId('lab-feedback')
      .filter({ hasText: `分析订单 ${analysisOrderNo}：分析中` })
      .waitFor();
    await queued.getByRole('button', { name: '上传结果' }).click();
    await lab.getByTestId('lab-order').waitFor();

    const content = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `chr1\t${10_000 + i}\t.\tC\tT\t50\tPASS\tDP=${20 + (i % 7)}\n`).join(''),
    );
    const upload = lab.getByTestId('delivery-upload');
    await upload
      .getByTestId('delivery-file-input')
      .setInputFiles({ name: 'result.vcf', mimeType: 'text/plain', buffer: content });
    await upload.getByTestId('delivery-upload-start').click();
    const row = upload.getByTestId('delivery-file-row').filter({ hasText: 'result.vcf' });
    await row.waitFor({ timeout: 60_000 });
    await expect(row.getByTestId('delivery-file-md5').textContent()).resolves.toBe(
      createHash('md5').update(content).digest('hex'),
    );

    await queued.getByRole('button', { name: '完成分析' }).click();
    await lab
      .getByTestId('lab-feedback')
      .filter({ hasText: `分析订单 ${analysisOrderNo}：已完成` })
      .waitFor();
    await screenshot(lab, 'data-centre-staff-analysis');
  });

  it('the customer downloads the result from 分析记录 with the MD5 of the manifest', { timeout: 120_000 }, async () => {
    await customer.goto(`${system.url}/data_center`);
    await customer.getByTestId('data-table').waitFor();
    await customer.getByTestId('data-tab-2').click();
    const record = customer.getByTestId(`analysis-row-${analysisOrderNo}`);
    await record.getByText('已完成').waitFor();
    await record.getByTestId('analysis-download').click();
    const files = customer.getByTestId('fastq-download');
    const item = files.getByTestId('download-item').filter({ hasText: 'result.vcf' });
    await item.waitFor();
    await screenshot(customer, 'data-centre-result-download');

    const manifest = await customer.evaluate(async (orderNo) => {
      const token = sessionStorage.getItem('seqportal.token');
      const response = await fetch(`/api/NewDataCenter/GetDeliveryManifest?orderNo=${orderNo}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await response.json()) as { body: { files: Array<{ fileName: string; md5: string }> } };
    }, analysisOrderNo);
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      item.getByTestId('download-link').click(),
    ]);
    expect(download.suggestedFilename()).toBe('result.vcf');
    const bytes = await readFile(await download.path());
    expect(createHash('md5').update(bytes).digest('hex')).toBe(
      manifest.body.files.find((file) => file.fileName === 'result.vcf')?.md5,
    );
  });

  it('fits a 375 px phone without sideways scrolling', { timeout: 60_000 }, async () => {
    const phone = await customerContext.newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(`${system.url}/data_center`);
    await phone.getByTestId('data-table').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'data-centre-phone');
    await phone.close();
  });
});
