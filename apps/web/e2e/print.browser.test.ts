import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './support/api-login.js';
import { screenshot, SCREENSHOT_DIR } from './support/browser.js';
import type { RunningSystem } from './support/system.js';
import { useSystemAndBrowser } from './support/suite.js';

const CUSTOMER_PHONE = '13800000001';
/** A4 in points, as pdfinfo reports a page's size. */
const A4_POINTS = { width: 595.28, height: 841.89 };

/**
 * Issue 20 acceptance in a real browser, against the seeded system: 打印 on 我的订单 opens /sample_print with the
 * order's samples and one barcode each; /order_print shows the contract clauses and the 6% tax line; Chromium's
 * print of both (page.pdf) is A4 and no table is clipped. Screenshots, the PDFs and their pages rendered by
 * pdftoppm are saved under e2e/screenshots/.
 */
describe('print pages in a real browser', () => {
  const suite = useSystemAndBrowser();
  let system: RunningSystem;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let sheet: Page | undefined;
  let token = '';
  let orderNo = '';

  beforeAll(async () => {
    ({ system, browser } = suite);
    const tokens = await apiLogin(system.url, CUSTOMER_PHONE);
    token = tokens.token;
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await context.addInitScript((session) => {
      if (!sessionStorage.getItem('seqportal.token')) {
        sessionStorage.setItem('seqportal.token', session.token);
        sessionStorage.setItem('seqportal.refreshToken', session.refreshToken);
      }
    }, tokens);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(async (test) => {
    if (test.task.result?.state !== 'fail') return;
    await screenshot(sheet ?? page, `print-failed-${test.task.name.slice(0, 16).replace(/[^\w]+/g, '-')}`).catch(
      () => undefined,
    );
  });

  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${system.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { code: number; body: T };
    expect(body.code).toBe(0);
    return body.body;
  };

  /** Prints the page as Chromium does (A4, the page's own @page margins), saves the PDF and its pages as PNG. */
  async function printToA4(target: Page, name: string): Promise<{ pages: number; sizes: string[] }> {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const pdf = await target.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    const file = join(SCREENSHOT_DIR, `${name}.pdf`);
    writeFileSync(file, pdf);
    // Pages of an earlier run would outlive a shorter printout.
    for (const old of readdirSync(SCREENSHOT_DIR).filter((entry) => entry.startsWith(`${name}-`))) {
      rmSync(join(SCREENSHOT_DIR, old));
    }
    execFileSync('pdftoppm', ['-r', '60', '-png', file, join(SCREENSHOT_DIR, name)]);
    const info = execFileSync('pdfinfo', ['-l', '99', file], { encoding: 'utf8' });
    const sizes = [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map(
      (match) => `${Math.round(Number(match[1]))}x${Math.round(Number(match[2]))}`,
    );
    return { pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0), sizes };
  }

  /**
   * In print media at the width of A4 inside the page's @page margins (190 mm = 718 CSS px): every table fits its
   * box and the page, nothing cut off at the right.
   */
  async function clippedTables(target: Page): Promise<string[]> {
    await target.emulateMedia({ media: 'print' });
    await target.setViewportSize({ width: 718, height: 1000 });
    const clipped = await target.evaluate(() =>
      [...document.querySelectorAll('table')]
        .filter((table) => {
          const box = table.getBoundingClientRect();
          const parent = table.parentElement!;
          return box.right > document.documentElement.clientWidth + 1 || parent.scrollWidth > parent.clientWidth + 1;
        })
        .map((table) => table.closest('[data-testid]')?.getAttribute('data-testid') ?? table.outerHTML.slice(0, 60)),
    );
    // Back to no emulation: page.pdf() prints with print media unless screen media is emulated.
    await target.emulateMedia({ media: null });
    await target.setViewportSize({ width: 1280, height: 900 });
    return clipped;
  }

  it(
    '打印 on 我的订单 opens /sample_print with the order’s samples and a barcode each',
    { timeout: 180_000 },
    async () => {
      await page.goto(`${system.url}/my_order`);
      const print = page.getByRole('link', { name: '打印' }).first();
      await print.waitFor({ timeout: 30_000 });
      const href = (await print.getAttribute('href'))!;
      expect(href).toMatch(/^\/sample_print\?orderNo=\d+$/);
      orderNo = new URL(href, system.url).searchParams.get('orderNo')!;
      [sheet] = await Promise.all([context.waitForEvent('page'), print.click()]);
      await sheet.waitForURL(`**${href}`);
      await sheet.getByTestId('print-sheet').waitFor({ timeout: 30_000 });
      const expected = await api<{ sampleList: Array<{ sendTempCode: string; name: string }> }>(
        `/api/NewOrder/GetPrintOrder?orderNo=${orderNo}`,
      );
      expect(expected.sampleList.length).toBeGreaterThan(0);
      await expect(sheet.getByTestId('sample-barcode').count()).resolves.toBe(expected.sampleList.length);
      const text = await sheet.getByTestId('print-sheet').innerText();
      expect(text).toContain(orderNo);
      expect(text).toContain('上海示例生物科技有限公司');
      for (const sample of expected.sampleList) {
        expect(text).toContain(sample.sendTempCode);
        expect(text).toContain(sample.name);
      }
      await screenshot(sheet, 'print-sample-sheet');

      expect(await clippedTables(sheet)).toEqual([]);
      const printed = await printToA4(sheet, 'print-sample-sheet-chromium');
      // The printout is the document alone: no toolbar, no hint.
      const printedText = execFileSync('pdftotext', [join(SCREENSHOT_DIR, 'print-sample-sheet-chromium.pdf'), '-'], {
        encoding: 'utf8',
      });
      expect(printedText).not.toContain('下载PDF');
      expect(printedText).toContain(expected.sampleList[0]!.sendTempCode);
      expect(printed.pages).toBeGreaterThan(0);
      expect(new Set(printed.sizes)).toEqual(
        new Set([`${Math.round(A4_POINTS.width)}x${Math.round(A4_POINTS.height)}`]),
      );
    },
  );

  it(
    '/order_print shows the contract clauses and the 6% tax line, and prints on A4',
    { timeout: 120_000 },
    async () => {
      const target = sheet ?? page;
      await target.goto(`${system.url}/order_print?orderNo=${orderNo}`);
      await target.getByTestId('print-sheet').waitFor({ timeout: 30_000 });
      const expected = await api<{ clauses: Array<{ title: string } | string>; tax: { line: string } }>(
        `/api/NewOrder/GetOrderPrint?orderNo=${orderNo}`,
      );
      await expect(target.getByTestId('order-print-tax').innerText()).resolves.toContain(expected.tax.line);
      expect(expected.tax.line).toContain('6%');
      const text = await target.getByTestId('print-sheet').innerText();
      expect(text).toContain('合同条款');
      expect(text).toContain('信用额度');
      await screenshot(target, 'print-order');
      // The 打印 button hides itself in print.
      await target.emulateMedia({ media: 'print' });
      await expect(target.getByTestId('print-button').isVisible()).resolves.toBe(false);
      await target.emulateMedia({ media: null });

      expect(await clippedTables(target)).toEqual([]);
      const printed = await printToA4(target, 'print-order-chromium');
      const printedText = execFileSync('pdftotext', [join(SCREENSHOT_DIR, 'print-order-chromium.pdf'), '-'], {
        encoding: 'utf8',
      });
      expect(printedText).not.toContain('下载PDF');
      expect(printedText.replace(/\s+/g, '')).toContain('金额（元）');
      expect(printed.pages).toBeGreaterThan(0);
      expect(new Set(printed.sizes)).toEqual(
        new Set([`${Math.round(A4_POINTS.width)}x${Math.round(A4_POINTS.height)}`]),
      );
    },
  );
});
