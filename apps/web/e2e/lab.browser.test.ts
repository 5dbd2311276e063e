import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiEnvelope } from '@seqportal/contract';
import type ExcelJSModule from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './support/api-login.js';
import { SCREENSHOT_DIR, screenshot } from './support/browser.js';
import { signIn } from './support/session.js';
import type { RunningSystem } from './support/system.js';
import { useSystemAndBrowser } from './support/suite.js';

/**
 * Issue 7 acceptance in a real browser: a lab technician in /lab receives the demo order's samples and moves
 * them to 测序完成 while the customer's order page, open in a second browser context, shows each step without a
 * reload; the technician uploads a delivery file and the customer downloads it (same MD5) and fetches the
 * download credentials. The order is placed through the customer API first (SubmitOrder with two samples, PayOrder).
 */
const CUSTOMER_PHONE = '13800000001';
const SKU_CODE = 'WGS-HU-30X';
const SAMPLE_NAMES = ['LIVER-01', 'LIVER-02'];
const STEPS = [
  { step: 'RECEIVED', label: '已收样' },
  { step: 'QC_DONE', label: '质检完成' },
  { step: 'ON_MACHINE', label: '上机' },
  { step: 'OFF_MACHINE', label: '下机' },
  { step: 'SEQUENCING_DONE', label: '测序完成' },
] as const;
const VIEWPORT = { width: 1440, height: 900 };
// The QC figures the technician enters per sample, read back from the customer's downloaded report.
const QC_CONCENTRATIONS = [52.4, 38.9];
// exceljs is the API's dependency: the downloaded report is opened the way a customer's Excel would read it.
const ExcelJS = createRequire(new URL('../../api/package.json', import.meta.url))('exceljs') as typeof ExcelJSModule;

async function call<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 0) throw new Error(`${method} ${path} answered ${envelope.code} ${envelope.message}`);
  return envelope.body;
}

function sampleRows() {
  return SAMPLE_NAMES.map((name, index) => ({
    no: `S${index + 1}`,
    name,
    type: 'DNA',
    species: '人',
    num: 1,
    skuCode: SKU_CODE,
  }));
}

/** Places a paid order of two WGS samples for the customer, the way the shop's checkout does, and answers its number. */
async function placeDemoOrder(baseUrl: string, token: string): Promise<string> {
  const goods = await call<{ list: Array<{ skuId: number; skuCode: string; isorder: boolean }> }>(
    baseUrl,
    'POST',
    '/api/NewGoodsContoller/GetGoodsList',
    token,
    { search: SKU_CODE, pageIndex: 1, pageSize: 10 },
  );
  const sku = goods.list.find((item) => item.skuCode === SKU_CODE && item.isorder);
  if (!sku) throw new Error(`${SKU_CODE} is not orderable for ${CUSTOMER_PHONE}`);
  const placed = await call<{ orderNo: string }>(baseUrl, 'POST', '/api/NewOrder/SubmitOrder', token, {
    type: 2,
    propertyType: 0,
    skuList: [{ skuId: sku.skuId, count: SAMPLE_NAMES.length }],
    ybList: sampleRows(),
  });
  // SubmitOrder saves the samples with the order; should this build not yet do so, the same samples go in through
  // ModifyOrderSamples, which the customer may call until the lab has received a sample.
  const schedule = await call<{ totalNum: number }>(
    baseUrl,
    'GET',
    `/api/NewOrder/GetOrderSampleSch?orderNo=${placed.orderNo}`,
    token,
  );
  if (schedule.totalNum === 0) {
    await call(baseUrl, 'POST', '/api/NewOrder/ModifyOrderSamples', token, {
      orderNo: placed.orderNo,
      ybList: sampleRows(),
      wkList: [],
      lanList: [],
    });
  }
  const labs = await call<Array<{ name: string }>>(
    baseUrl,
    'GET',
    `/api/NewOrder/GetDeliveryLabs?skuIds=${sku.skuId}`,
    token,
  );
  await call(baseUrl, 'POST', '/api/NewOrder/PayOrder', token, {
    orderNo: placed.orderNo,
    auditType: 3,
    mode: 1,
    labName: labs[0]?.name,
    agreement: true,
    couriernumber: 'SF1234567890',
    skuIds: String(sku.skuId),
    confirmCredit: true,
  });
  return placed.orderNo;
}

describe('lab console and live order progress in a real browser', () => {
  const suite = useSystemAndBrowser();
  let system: RunningSystem;
  let browser: Browser;
  let staffContext: BrowserContext;
  let customerContext: BrowserContext;
  let lab: Page;
  let customer: Page;
  let orderNo: string;

  beforeAll(async () => {
    // `pnpm start` with its embedded s3rver runs links-only (scripts/start.mjs): no keys reach the customer.
    ({ system, browser } = suite);
    const tokens = await apiLogin(system.url, CUSTOMER_PHONE);
    orderNo = await placeDemoOrder(system.url, tokens.token);

    staffContext = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
    lab = await staffContext.newPage();
    customerContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'zh-CN',
      acceptDownloads: true,
    });
    await signIn(customerContext, tokens);
    customer = await customerContext.newPage();
  });
  afterAll(async () => {
    await staffContext?.close();
    await customerContext?.close();
  });

  // A failed step leaves pictures of both screens, which say more than a timeout.
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const name = context.task.name.slice(0, 24).replace(/[^\w\u4e00-\u9fa5]+/g, '-');
    await screenshot(lab, `lab-failed-${name}-staff`).catch(() => undefined);
    await screenshot(customer, `lab-failed-${name}-customer`).catch(() => undefined);
  });

  const labToast = () => lab.getByTestId('lab-feedback');
  const customerStep = (label: string) => customer.getByTestId('sample-progress-step').filter({ hasText: label });

  async function settle(page: Page): Promise<void> {
    await page.waitForTimeout(400);
  }

  it(
    'moves the demo order from receipt to 测序完成 in /lab while the customer page follows live',
    { timeout: 240_000 },
    async () => {
      // The staff console signs in with its own account; nothing of the customer's session is involved.
      await lab.goto(`${system.url}/lab`);
      await lab.getByTestId('lab-login-form').waitFor();
      await screenshot(lab, 'lab-login');
      await lab.getByTestId('lab-username').fill('lab');
      await lab.getByTestId('lab-password').fill('lab123456');
      await lab.getByTestId('lab-login-submit').click();
      await lab.getByTestId('lab-console').waitFor();
      expect(await lab.evaluate(() => sessionStorage.getItem('seqportal.token'))).toBeNull();
      expect(await lab.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('scan-input');

      // The customer watches the order; a marker on window proves later that the page was never reloaded.
      await customer.goto(`${system.url}/my_order/detail?orderNo=${orderNo}`);
      await customer.getByTestId('detail-order-no').waitFor();
      await customer.locator('[data-testid="live-status"][data-status="live"]').waitFor();
      await customer.evaluate(() => {
        (window as unknown as { seqportalSameDocument: boolean }).seqportalSameDocument = true;
      });
      await screenshot(customer, 'lab-customer-before');

      // A scanner's burst, typed while the focus is on the page rather than in the box, opens the order.
      await lab.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await lab.keyboard.type(orderNo, { delay: 5 });
      await lab.keyboard.press('Enter');
      const panel = lab.getByTestId('lab-order');
      await panel.waitFor();
      await expect(lab.getByTestId('lab-order-no').textContent()).resolves.toBe(orderNo);
      await expect(lab.getByTestId('scan-input').inputValue()).resolves.toBe(orderNo);
      await expect(panel.getByTestId('lab-sample-row').count()).resolves.toBe(SAMPLE_NAMES.length);
      await screenshot(lab, 'lab-order-opened');

      for (const { step, label } of STEPS) {
        if (step === 'QC_DONE') {
          // 质检完成 waits for the QC results: the button says why until each sample has them.
          await expect(lab.getByTestId('step-QC_DONE').getAttribute('data-reason')).resolves.toBe(
            '请先录入样本的质检结果',
          );
          for (const [index, name] of SAMPLE_NAMES.entries()) {
            await panel.getByTestId('lab-sample-row').filter({ hasText: name }).getByTestId('lab-sample-qc').click();
            const form = lab.getByTestId('qc-form');
            await form.waitFor();
            await form.getByTestId('qc-concentration').fill(String(QC_CONCENTRATIONS[index]));
            await form.getByTestId('qc-volume').fill('30');
            await form.getByTestId('qc-od260280').fill('1.86');
            await form.getByTestId('qc-rinDin').fill('8.1');
            await form.getByTestId('qc-reviewer').fill('王审核');
            if (index === 0) {
              await settle(lab);
              await lab.screenshot({ path: join(SCREENSHOT_DIR, 'lab-qc-form.png') });
            }
            await form.getByTestId('qc-save').click();
            await labToast().filter({ hasText: '质检结果已保存' }).waitFor();
            await form.waitFor({ state: 'detached' });
          }
        }

        const button = lab.getByTestId(`step-${step}`);
        await expect(button.isEnabled()).resolves.toBe(true);
        await button.click();
        await labToast()
          .filter({ hasText: `${SAMPLE_NAMES.length} 个样本已更新为「${label}」` })
          .waitFor();
        await expect(button.isDisabled()).resolves.toBe(true);

        // The customer's page shows the step for both samples, pushed over the event stream.
        await customerStep(label)
          .filter({ hasText: `${SAMPLE_NAMES.length}/${SAMPLE_NAMES.length}` })
          .waitFor({ timeout: 15_000 });
        if (step === 'RECEIVED') {
          await customer.getByTestId('detail-order-info').getByText('已收样').waitFor({ timeout: 15_000 });
          await screenshot(customer, 'lab-customer-received');
          await screenshot(lab, 'lab-received');
        }
      }
      await expect(panel.getByTestId('lab-sample-progress').allTextContents()).resolves.toEqual([
        '测序完成',
        '测序完成',
      ]);
      await screenshot(lab, 'lab-sequencing-done');
      await screenshot(customer, 'lab-customer-sequencing-done');
      expect(
        await customer.evaluate(() => (window as unknown as { seqportalSameDocument?: boolean }).seqportalSameDocument),
      ).toBe(true);
    },
  );

  it(
    'uploads a delivery file with a progress bar, and the customer downloads the same bytes',
    { timeout: 120_000 },
    async () => {
      const content = randomBytes(3 * 1024 * 1024);
      const md5 = createHash('md5').update(content).digest('hex');
      const fileName = `${orderNo}_S1_R1.fq.gz`;

      const upload = lab.getByTestId('delivery-upload');
      await upload
        .getByTestId('delivery-file-input')
        .setInputFiles({ name: fileName, mimeType: 'application/gzip', buffer: content });
      await expect(upload.getByTestId('delivery-file-name').textContent()).resolves.toContain(fileName);
      await upload.getByTestId('delivery-upload-start').click();
      await upload.getByTestId('delivery-progress').waitFor();
      await labToast()
        .filter({ hasText: `${fileName} 上传成功` })
        .waitFor({ timeout: 60_000 });
      const row = upload.getByTestId('delivery-file-row').filter({ hasText: fileName });
      await row.waitFor();
      await expect(row.getByTestId('delivery-file-md5').textContent()).resolves.toBe(md5);
      await screenshot(lab, 'lab-delivery-uploaded');

      // The delivery panel on the customer's open page lists the file as soon as it is delivered.
      const delivery = customer.getByTestId('data-delivery-panel');
      const item = delivery.getByTestId('download-item').filter({ hasText: fileName });
      await item.waitFor({ timeout: 15_000 });
      await screenshot(customer, 'lab-customer-delivery');

      const [download] = await Promise.all([
        customer.waitForEvent('download'),
        item.getByTestId('download-link').click(),
      ]);
      expect(download.suggestedFilename()).toBe(fileName);
      const saved = await download.path();
      const downloaded = await readFile(saved);
      expect(createHash('md5').update(downloaded).digest('hex')).toBe(md5);
      expect(
        await customer.evaluate(() => (window as unknown as { seqportalSameDocument?: boolean }).seqportalSameDocument),
      ).toBe(true);
    },
  );

  it(
    'tells the customer plainly that client download needs per-file links here, and lists the sample QC report, which downloads as an xlsx holding the QC rows',
    { timeout: 60_000 },
    async () => {
      const layer = customer.getByTestId('layer-modal');
      // `pnpm start`'s embedded S3 server cannot enforce keys limited to one order, so no keys are handed out:
      // the layer says so in plain words (no STS jargon) and lists the order's files with their links.
      await customer.getByTestId('open-oss-download').click();
      await customer.waitForURL(new RegExp(`/oss_download\\?orderNo=${orderNo}$`));
      const unavailable = layer.getByTestId('credential-unavailable');
      await unavailable.waitFor();
      await expect(unavailable.textContent()).resolves.toContain('本订单暂不支持客户端下载');
      expect(await layer.textContent()).not.toContain('STS');
      await unavailable
        .getByTestId('download-item')
        .filter({ hasText: `${orderNo}_S1_R1.fq.gz` })
        .waitFor();
      await settle(customer);
      await customer.screenshot({ path: join(SCREENSHOT_DIR, 'lab-customer-oss-download.png') });
      await layer.getByRole('button', { name: '知道了' }).click();
      await layer.waitFor({ state: 'detached' });

      // 质检完成 in the first test built the order's sample QC report; the quality layer lists it.
      await customer.getByTestId('open-quality-download').click();
      await customer.waitForURL(/\/quality_inspection_download\?orderNo=/);
      await layer.getByTestId('quality-download-layer').waitFor();
      const report = layer.getByTestId('download-item').filter({ hasText: '样本质检报告' });
      await report.waitFor();
      await settle(customer);
      await customer.screenshot({ path: join(SCREENSHOT_DIR, 'lab-customer-quality-download.png') });

      // The customer downloads the report: an xlsx that opens and holds the QC results the lab entered.
      const [download] = await Promise.all([
        customer.waitForEvent('download'),
        report.getByTestId('download-link').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('样本质检报告');
      expect(sheet).toBeDefined();
      const rows: unknown[][] = [];
      sheet!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      const text = (value: unknown) =>
        value && typeof value === 'object' && 'result' in value ? String(value.result) : String(value ?? '');
      const header = rows.findIndex((row) => row.map(text).includes('浓度(ng/μl)'));
      expect(header).toBeGreaterThanOrEqual(0);
      const columns = rows[header]!.map(text);
      const nameAt = columns.indexOf('样本名称');
      const concentrationAt = columns.indexOf('浓度(ng/μl)');
      const odAt = columns.indexOf('OD260/280');
      const qcRows = rows.slice(header + 1).filter((row) => SAMPLE_NAMES.includes(text(row[nameAt])));
      expect(qcRows.map((row) => text(row[nameAt]))).toEqual(SAMPLE_NAMES);
      expect(qcRows.map((row) => Number(text(row[concentrationAt])))).toEqual(QC_CONCENTRATIONS);
      expect(qcRows.map((row) => Number(text(row[odAt])))).toEqual([1.86, 1.86]);
      // The report names the order it belongs to.
      expect(rows.flat().map(text).join(' ')).toContain(orderNo);
      await layer.getByTestId('quality-download-layer').getByRole('button', { name: '关闭' }).click();
      await layer.waitFor({ state: 'detached' });
    },
  );

  it(
    'completes the order in /lab and the customer page shows 已完成 without a reload',
    { timeout: 60_000 },
    async () => {
      await lab.getByTestId('complete-order').click();
      await lab.getByTestId('complete-order-confirm').click();
      await labToast()
        .filter({ hasText: `订单 ${orderNo} 已完成` })
        .waitFor();
      await expect(lab.getByTestId('lab-order-status').textContent()).resolves.toBe('已完成');
      await customer.getByTestId('detail-order-info').getByText('已完成').waitFor({ timeout: 15_000 });
      expect(
        await customer.evaluate(() => (window as unknown as { seqportalSameDocument?: boolean }).seqportalSameDocument),
      ).toBe(true);
      await lab.getByRole('dialog', { name: '完成订单' }).waitFor({ state: 'detached' });
      await screenshot(lab, 'lab-order-completed');
      await screenshot(customer, 'lab-customer-completed');
    },
  );
});
