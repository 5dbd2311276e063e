import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiEnvelope, ContractWithProducts } from '@seqportal/contract';
import type ExcelJSModule from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './support/api-login.js';
import { screenshot } from './support/browser.js';
import { openSignedIn } from './support/session.js';
import type { RunningSystem } from './support/system.js';
import { useSystemAndBrowser } from './support/suite.js';

// exceljs is the API's dependency: the sheet is written the way a customer's Excel would save it.
const ExcelJS = createRequire(new URL('../../api/package.json', import.meta.url))('exceljs') as typeof ExcelJSModule;

interface Tokens {
  token: string;
  refreshToken: string;
}

/**
 * A batch sheet of three libraries under the DNBSEQ contract product, the second with a bad i7 index, under the
 * header of the contract template the portal offers (columns in template order: product code, sample, library,
 * type, species, tubes, amount, data, lane, sub-library, its type, i7, i5).
 */
async function batchSheet(file: string, header: string[]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('文库信息');
  sheet.addRow(header);
  sheet.addRow([
    'LIB-DNB-10G',
    '肝脏-01',
    'BR-WK1',
    'DNA文库',
    '人',
    1,
    5.2,
    10,
    '否',
    'BR-WK1-1',
    '双index文库',
    'CCGCGGTT',
    'AGCGCTAG',
  ]);
  sheet.addRow([
    'LIB-DNB-10G',
    '肝脏-02',
    'BR-WK2',
    'DNA文库',
    '人',
    1,
    5.2,
    10,
    '否',
    'BR-WK2-1',
    '双index文库',
    'CCGXXGTT',
    'GATATCGA',
  ]);
  sheet.addRow([
    'LIB-DNB-10G',
    '肝脏-03',
    'BR-WK3',
    'DNA文库',
    '人',
    1,
    5.2,
    10,
    '否',
    'BR-WK3-1',
    '双index文库',
    'GGACTTGG',
    'CGCAGACG',
  ]);
  writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
}

/**
 * Contract ordering in a real browser (issue 16), as 13800000001: two products bulk-ordered in /contract_product,
 * their samples filled in the samples step (/sample_input, saved with SaveSyncProduct) and the order placed by courier; then a batch sheet with one bad index
 * uploaded on /place_order, that row's error seen, the valid rows ordered and the annotated file downloaded.
 */
describe('contract ordering in a real browser', () => {
  const suite = useSystemAndBrowser();
  let system: RunningSystem;
  let browser: Browser;
  let page: Page;
  let customer: Tokens;

  async function api<T>(method: 'GET' | 'POST', pathName: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(pathName, system.url), {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${customer.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as ApiEnvelope<T>;
    if (envelope.code !== 0) throw new Error(`${method} ${pathName} answered ${envelope.code} ${envelope.message}`);
    return envelope.body as T;
  }

  beforeAll(async () => {
    ({ system, browser } = suite);
    customer = await apiLogin(system.url, '13800000001');
  });
  afterEach(() => page?.close());

  async function open(viewport = { width: 1280, height: 900 }): Promise<Page> {
    page = await openSignedIn(browser, customer, { viewport, acceptDownloads: true });
    return page;
  }

  it('bulk-orders two contract products, fills their samples and places the order', { timeout: 180_000 }, async () => {
    const [contract] = await api<ContractWithProducts[]>('GET', '/api/NewOrder/GetContractProductList');
    const samples = contract!.productList.filter((product) => product.templateType === 'SAMPLE').slice(0, 2);
    expect(samples).toHaveLength(2);
    await open();
    await page.goto(`${system.url}/contract_product`);
    await page.getByText(/合同余额/).waitFor();
    for (const product of samples) {
      await page.getByRole('checkbox', { name: `选择${product.name} ${product.title}` }).check();
    }
    await screenshot(page, 'contracts-contract-product');
    await page.getByRole('button', { name: '批量下单' }).click();

    // The samples step: one row per product ordered, its product code filled in; the customer types the rest.
    await page.waitForURL(/\/sample_input\?orderNo=\d+&contractId=\d+&skuIds=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.getByTestId('sample-input').waitFor();
    for (const row of [0, 1]) {
      await expect(page.getByTestId(`cell-yb-${row}-skuCode`).inputValue()).resolves.not.toBe('');
      await page.getByTestId(`cell-yb-${row}-no`).fill(`BR-${row}`);
      await page.getByTestId(`cell-yb-${row}-name`).fill(`浏览器样本-${row}`);
      await page.getByTestId(`cell-yb-${row}-type`).selectOption('DNA');
      await page.getByTestId(`cell-yb-${row}-species`).fill('人');
    }
    await page.getByText('样本信息已填写完整').waitFor();
    await screenshot(page, 'contracts-samples-step');
    await page.getByTestId('sample-input-submit').click();
    await page.waitForURL(/\/generate_order\?orderNo=\d+&skuIds=/);
    expect(new URL(page.url()).searchParams.get('orderNo')).toBe(orderNo);
    const saved = await api<{ ybList: Array<{ name: string }> }>(
      'GET',
      `/api/NewOrder/GetOrderSampleInfo?orderNo=${orderNo}`,
    );
    expect(saved.ybList.map((row) => row.name)).toEqual(['浏览器样本-0', '浏览器样本-1']);
    await page.getByTestId('generate-order-goods').waitFor();
    expect(await page.getByTestId('order-goods').count()).toBe(2);
    // By name: the closing sample layer's own tabs may still be in the page for a moment.
    await page.getByRole('tab', { name: '快递寄送' }).click();
    await page.getByTestId('delivery-lab').first().click();
    await page.getByTestId('lab-address').waitFor();
    await page.getByTestId('agreement-checkbox').locator('input').check();
    await screenshot(page, 'contracts-generate-order');
    await page.getByTestId('place-order').click();
    const placed = page.waitForURL(/\/paytype\?orderNo=/);
    const creditDialog = page.getByTestId('credit-dialog');
    await Promise.race([placed, creditDialog.waitFor()]);
    if (await creditDialog.isVisible()) await creditDialog.getByTestId('credit-confirm').click();
    await placed;
    await expect(page.getByTestId('paytype-order-no').textContent()).resolves.toBe(orderNo);
  });

  it(
    'uploads a batch sheet with one bad index, shows that row, orders the valid rows and downloads the annotated file',
    { timeout: 180_000 },
    async () => {
      const [contract] = await api<ContractWithProducts[]>('GET', '/api/NewOrder/GetContractProductList');
      const library = contract!.productList.find(
        (product) => product.title === 'PE150 · 10G' && product.templateType === 'LIBRARY',
      );
      const template = await api<{ path: string }>(
        'GET',
        `/api/NewOrder/GetContractTemplate?skuId=${library!.skuId}&contractId=${contract!.id}`,
      );
      const templateBook = new ExcelJS.Workbook();
      await templateBook.xlsx.load(await (await fetch(template.path)).arrayBuffer());
      const header = (templateBook.getWorksheet('文库信息')!.getRow(1).values as unknown[]).slice(1).map(String);
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'seqportal-batch-')), '批量下单表.xlsx');
      await batchSheet(file, header);
      await open();
      await page.goto(`${system.url}/place_order`);
      await page.getByRole('button', { name: '上传批量下单表' }).waitFor();
      await page.getByTestId('batch-sheet-input').setInputFiles(file);
      const table = page.getByRole('table', { name: '校验结果' });
      await table.waitFor();
      await table.getByText(/第3行 L列：i7 index格式不正确/).waitFor();
      await page.getByText(/共 3 行：有效 2 行/).waitFor();
      await screenshot(page, 'contracts-place-order');

      const href = await page.getByRole('link', { name: '下载标注文件' }).getAttribute('href');
      const annotated = await fetch(href!);
      expect(annotated.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await annotated.arrayBuffer());
      const sheet = workbook.getWorksheet('文库信息')!;
      expect(sheet.getCell('N1').value).toBe('校验结果');
      expect(String(sheet.getCell('N3').value)).toContain('i7 index格式不正确');

      await page.getByRole('button', { name: /下单（2 行有效）/ }).click();
      await page.waitForURL(/\/generate_order\?orderNo=\d+/);
      await page.getByTestId('generate-order-goods').waitFor();
      await screenshot(page, 'contracts-place-order-generate');
    },
  );

  it(
    "offers the three steps on the workbench, a template of the contract's products and the instructions",
    {
      timeout: 180_000,
    },
    async () => {
      await open();
      await page.goto(`${system.url}/work`);
      await page.getByTestId('contract-steps-panel').waitFor();
      await screenshot(page, 'contracts-work-steps');
      await page.getByRole('button', { name: '下载模板' }).first().click();
      await page.waitForURL(/\/contract_show$/);
      const choice = page.getByTestId('contract-template-choice').first();
      await choice.waitFor();
      await screenshot(page, 'contracts-contract-show');
      const popup = page.waitForEvent('popup');
      await choice.getByRole('button', { name: '下载模板' }).click();
      await (await popup).close();
      const href = await choice.getByRole('link', { name: /点击此处下载/ }).getAttribute('href');
      const template = new ExcelJS.Workbook();
      await template.xlsx.load(await (await fetch(href!)).arrayBuffer());
      expect(template.worksheets.map((sheet) => sheet.name)).toContain('填写说明');

      await page.getByRole('button', { name: '模板填写说明' }).click();
      await page.waitForURL(/\/order_introduce$/);
      await page.getByRole('img', { name: '文库信息表已填写的一行示例' }).waitFor();
      await screenshot(page, 'contracts-order-introduce');
    },
  );

  for (const [route, ready, name] of [
    ['/contract_product', (p: Page) => p.getByText(/合同余额/).waitFor(), 'contract-product'],
    ['/work', (p: Page) => p.getByTestId('contract-steps-panel').waitFor(), 'work-steps'],
    ['/contract_show', (p: Page) => p.getByTestId('contract-template-choice').first().waitFor(), 'contract-show'],
    ['/order_introduce', (p: Page) => p.getByTestId('order-introduce').waitFor(), 'order-introduce'],
    ['/place_order', (p: Page) => p.getByTestId('sampling-address').waitFor(), 'place-order'],
  ] as const) {
    it(`fits ${route} on a 375 px phone without sideways scrolling`, { timeout: 120_000 }, async () => {
      await open({ width: 375, height: 800 });
      await page.goto(`${system.url}${route}`);
      await ready(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, `contracts-${name}-phone`);
    });
  }
});
