import { join } from 'node:path';
import type { ApiEnvelope } from '@seqportal/contract';
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './support/api-login.js';
import { SCREENSHOT_DIR, screenshot } from './support/browser.js';
import type { RunningSystem } from './support/system.js';
import { useSystemAndBrowser } from './support/suite.js';

/**
 * Issue 15 in a real browser against the seeded system, for 13800000001 (contract customer): courier mode shows
 * the chosen lab's receiving address; the sample entry of an order names an index conflict in its footer; the
 * order detail and the contract prices of a product work on a 375 px phone. Orders are placed through the API
 * the way the shop's pages place them, so each test starts where the customer would be.
 */
const PHONE = '13800000001';
const PHONE_VIEWPORT = { width: 375, height: 812 };

interface Tokens {
  token: string;
  refreshToken: string;
}

async function call<T>(baseUrl: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 0) throw new Error(`${path} answered ${envelope.code} ${envelope.message}`);
  return envelope.body;
}

interface Sku {
  skuId: number;
  skuCode: string;
  isorder: boolean;
}

describe('courier address, sample entry and the order detail on a phone (issue 15)', () => {
  const suite = useSystemAndBrowser();
  let system: RunningSystem;
  let browser: Browser;
  let page: Page;
  let tokens: Tokens;

  beforeAll(async () => {
    ({ system, browser } = suite);
    tokens = await apiLogin(system.url, PHONE);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && page) {
      await screenshot(page, `order-details-failed-${context.task.name.slice(0, 20).replace(/\W+/g, '-')}`).catch(
        () => undefined,
      );
    }
    await page?.close();
  });

  async function open(viewport = { width: 1280, height: 900 }): Promise<Page> {
    page = await browser.newPage({ viewport, locale: 'zh-CN' });
    await page.addInitScript((session) => {
      if (!sessionStorage.getItem('seqportal.token')) {
        sessionStorage.setItem('seqportal.token', session.token);
        sessionStorage.setItem('seqportal.refreshToken', session.refreshToken);
      }
    }, tokens);
    return page;
  }

  /** The first product of `search` this customer may order. */
  async function orderableSku(search: string): Promise<Sku> {
    const goods = await call<{ list: Sku[] }>(system.url, '/api/NewGoodsContoller/GetGoodsList', tokens.token, {
      search,
      pageIndex: 1,
      pageSize: 20,
    });
    const sku = goods.list.find((item) => item.isorder);
    if (!sku) throw new Error(`no orderable ${search} product for ${PHONE}`);
    return sku;
  }

  async function submit(body: Record<string, unknown>): Promise<string> {
    const placed = await call<{ orderNo: string }>(system.url, '/api/NewOrder/SubmitOrder', tokens.token, {
      type: 2,
      propertyType: 0,
      ...body,
    });
    return placed.orderNo;
  }

  const viewportShot = (name: string) => page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });

  const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it(
    'shows the chosen lab’s receiving address, recipient and phone in courier mode',
    { timeout: 120_000 },
    async () => {
      const sku = await orderableSku('WGS-HU-30X');
      const orderNo = await submit({ skuList: [{ skuId: sku.skuId, count: 1 }] });
      await open();
      await page.goto(`${system.url}/generate_order?orderNo=${orderNo}&skuIds=${sku.skuId}`);
      await page.getByTestId('delivery-lab').first().waitFor();
      await page.getByRole('tab', { name: '快递寄送' }).click();
      // Before a lab is chosen the panel says where the address will appear.
      await page.getByTestId('lab-address-missing').waitFor();
      await page.getByTestId('delivery-lab').first().click();
      const address = page.getByTestId('lab-address');
      await address.waitFor();
      const line = (await address.getByTestId('lab-address-line').textContent()) ?? '';
      expect(line).toMatch(/[省市区].*号/);
      expect(line).not.toContain('地址待确认');
      expect((await address.getByTestId('lab-recipient').textContent())?.trim()).not.toBe('—');
      await expect(address.getByTestId('lab-phone').textContent()).resolves.toMatch(/^[\d-]{7,}$/);
      await page.getByTestId('courier-number').fill('SF1234567890');
      await address.scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      await screenshot(page, 'orders-courier-lab-address');
    },
  );

  it('names an index conflict in the sample entry footer and refuses to save it', { timeout: 120_000 }, async () => {
    const sku = await orderableSku('LIB-');
    const library = (zwk: Array<[string, string, string]>) => ({
      skuCode: sku.skuCode,
      name: 'LIVER-01',
      wkName: 'LIB-LIVER-01',
      type: 'DNA文库',
      species: '人',
      num: 1,
      weight: 5.2,
      dataSize: 10,
      isLan: false,
      zwkList: zwk.map(([zwkName, indexi7, indexi5]) => ({ zwkName, type: '双index文库', indexi7, indexi5 })),
    });
    const orderNo = await submit({
      skuList: [{ skuId: sku.skuId, count: 1 }],
      wkList: [
        library([
          ['LIVER-01-A', 'CCGCGGTT', 'AGCGCTAG'],
          ['LIVER-01-B', 'TTATAACC', 'GATATCGA'],
        ]),
      ],
    });
    await open();
    await page.goto(`${system.url}/sample_input?orderNo=${orderNo}`);
    const layer = page.getByTestId('sample-input');
    await layer.waitFor();
    // A library order opens on 文库, with its product chosen in the select by name and code.
    await expect(layer.getByTestId('sample-tab-wk').getAttribute('aria-selected')).resolves.toBe('true');
    const product = layer.getByTestId('cell-wk-0-skuCode');
    await expect(product.evaluate((node) => node.tagName)).resolves.toBe('SELECT');
    await expect(product.inputValue()).resolves.toBe(sku.skuCode);
    await expect(product.locator('option:checked').textContent()).resolves.toContain(`（${sku.skuCode}）`);
    const summary = layer.getByTestId('sample-input-summary');
    await expect(summary.textContent()).resolves.toBe('样本信息已填写完整');

    // The second sub-library takes the first one's indexes: a conflict, named in the footer.
    await layer.getByTestId('sample-tab-zwk').click();
    await layer.getByTestId('cell-zwk-1-indexi7').fill('CCGCGGTT');
    await layer.getByTestId('cell-zwk-1-indexi5').fill('AGCGCTAG');
    await layer.getByTestId('collision-report').waitFor();
    await expect(summary.textContent()).resolves.toBe('存在1处index冲突，请修改后再提交');
    await expect(summary.getAttribute('data-tone')).resolves.toBe('error');
    await layer.getByTestId('sample-input-submit').click();
    await page.getByTestId('notifier-toast').filter({ hasText: '存在index冲突，请修改后再提交' }).waitFor();
    await page.waitForTimeout(400);
    // The layer as the screen shows it (the page under it is the long home page).
    await viewportShot('samples-sample-input-conflict');
    // Nothing was saved: the order still holds the two distinct pairs.
    const saved = await call<{ wkList: Array<{ zwkList: Array<{ indexi7: string }> }> }>(
      system.url,
      `/api/NewOrder/GetOrderSampleInfo?orderNo=${orderNo}`,
      tokens.token,
    );
    expect(saved.wkList[0]?.zwkList.map((sub) => sub.indexi7)).toEqual(['CCGCGGTT', 'TTATAACC']);
  });

  it(
    'shows /my_order/detail on a 375 px phone: every progress step, the sample numbers, no sideways page',
    { timeout: 120_000 },
    async () => {
      const sku = await orderableSku('WGS-HU-30X');
      const orderNo = await submit({
        skuList: [{ skuId: sku.skuId, count: 2 }],
        ybList: ['01', '02'].map((n) => ({
          no: `YB-${n}`,
          name: `LIVER-${n}`,
          type: 'DNA',
          species: '人',
          num: 1,
          skuCode: sku.skuCode,
        })),
      });
      await open(PHONE_VIEWPORT);
      await page.goto(`${system.url}/my_order/detail?orderNo=${orderNo}`);
      await page.getByTestId('detail-order-info').waitFor();
      await page.getByTestId('order-samples').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await noSideways()).toBeLessThanOrEqual(0);

      // Every order step is on the screen's width (a vertical stepper on a phone).
      const steps = page.getByTestId('detail-progress').locator('.MuiStep-root');
      const stepCount = await steps.count();
      expect(stepCount).toBeGreaterThanOrEqual(4);
      for (let i = 0; i < stepCount; i += 1) {
        const box = await steps.nth(i).boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      }
      // The six sample steps wrap into rows inside the page's width instead of running off it.
      const sampleSteps = page.getByTestId('sample-progress-step');
      await expect(sampleSteps.count()).resolves.toBe(6);
      for (let i = 0; i < 6; i += 1) {
        const box = await sampleSteps.nth(i).boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      }

      // The sample table: the customer's numbers beside the send codes; wider than the phone, it scrolls in its
      // own box and says so.
      const table = page.getByTestId('order-samples');
      await table.getByText('YB-01').waitFor();
      const headers = await table.getByRole('columnheader').allTextContents();
      expect(headers.slice(0, 3)).toEqual(['送样编号', '样本编号', '样本名称']);
      const overflows = await table.locator('table').evaluate((node) => {
        const scroller = node.parentElement!;
        return scroller.scrollWidth > scroller.clientWidth;
      });
      expect(await table.getByTestId('scroll-cue').count()).toBe(overflows ? 1 : 0);
      await screenshot(page, 'orders-detail-375');
    },
  );

  it(
    'keeps the contract prices of a product clear of the floating 客服 button at 375 px',
    { timeout: 120_000 },
    async () => {
      const sku = await orderableSku('WGS-HU-30X');
      await open(PHONE_VIEWPORT);
      await page.goto(`${system.url}/all_goods/detail?skuId=${sku.skuId}`);
      const contracts = page.getByTestId('detail-contracts');
      await contracts.waitFor();
      expect(await noSideways()).toBeLessThanOrEqual(0);
      const kefu = page.getByTestId('shell-kefu');
      // Worst case: each contract row at the very bottom of the screen, where the button floats.
      const rows = contracts.locator('a');
      for (let i = 0; i < (await rows.count()); i += 1) {
        await rows.nth(i).evaluate((node) => {
          const box = node.getBoundingClientRect();
          window.scrollBy(0, box.bottom - window.innerHeight + 8);
        });
        const row = (await rows.nth(i).boundingBox())!;
        const button = (await kefu.boundingBox())!;
        const overlaps =
          row.x < button.x + button.width &&
          button.x < row.x + row.width &&
          row.y < button.y + button.height &&
          button.y < row.y + row.height;
        expect(overlaps).toBe(false);
      }
      await viewportShot('catalogue-detail-contracts-375');
    },
  );
});
