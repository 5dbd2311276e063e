import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  SAMPLE_FIELDS,
  type ApiEnvelope,
  type OrderSampleInfo,
  type ParseSampleExcelResult,
  type PlaceOrderResponse,
  type UploadResult,
} from '@seqportal/contract';
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiLogin } from './support/api-login.js';
import { SCREENSHOT_DIR, screenshot } from './support/browser.js';
import { signIn } from './support/session.js';
import type { RunningSystem } from './support/system.js';
import { useSystemAndBrowser } from './support/suite.js';

/**
 * Sample sheets end to end (issue 6): a customer uploads a library sheet with one bad index on the workbench,
 * reads the error list with row and column, fixes the index in the /sample_input table, pastes one more
 * sub-library from a spreadsheet, is told that one of its indexes collides with a library another order booked
 * on the same lane, resolves it and creates the order, which then shows in the sample centre.
 *
 * The customer is 13800000003's company identity (bjfuture): lanes and indexes belong to library products,
 * and of the seeded contract customers only 北京未来基因科技有限公司 has them in a contract. 13800000001's two
 * contracts cover biological-sample and single-cell products only, so SubmitOrder answers it 184 for a library.
 */

// exceljs is a dependency of the API, not of the web app: the test writes its sheet with the API's copy.
interface Worksheet {
  addRow(values: unknown[]): unknown;
}
interface Workbook {
  addWorksheet(name: string): Worksheet;
  xlsx: { writeBuffer(): Promise<ArrayBuffer> };
}
const requireFromApi = createRequire(new URL('../../api/package.json', import.meta.url));
const ExcelJS = requireFromApi('exceljs') as { Workbook: new () => Workbook };

/** Template column titles (the API's sample-sheet layout): the field label, '*' for required fields. */
const title = (field: { label: string; required: boolean }) => (field.required ? `${field.label}*` : field.label);
const LIBRARY_TITLES = [...SAMPLE_FIELDS.wk, ...SAMPLE_FIELDS.zwk].map(title);
const LANE_TITLES = SAMPLE_FIELDS.lane.map(title);

const LANE = 'L-E2E-01';
const SKU_CODE = 'LIB-NOVA-10G';
// IDT for Illumina TruSeq UD indexes (Illumina adapter sequences document 1000000002694): i7, forward i5.
const UDI0001 = ['CCGCGGTT', 'AGCGCTAG'] as const;
const UDI0002 = ['TTATAACC', 'GATATCGA'] as const;
const UDI0003 = ['GGACTTGG', 'CGCAGACG'] as const;
const UDI0004 = ['AAGTCCAA', 'TATGAGTA'] as const;
// Booked earlier on the same lane: UDI0001 with the last i7 base changed, one mismatch away from it.
const PRIOR = ['CCGCGGTA', 'AGCGCTAG'] as const;

/** One row of the 文库信息 sheet per sub-library, in template column order. */
function libraryRow(
  wkName: string,
  sampleName: string,
  zwkName: string,
  [i7, i5]: readonly [string, string],
): unknown[] {
  return [SKU_CODE, sampleName, wkName, 'DNA文库', '人', 1, 5.2, 10, '否', zwkName, '双index文库', i7, i5];
}

async function sheet(libraryRows: unknown[][], lanes: Array<[string, string]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const library = workbook.addWorksheet('文库信息');
  library.addRow(LIBRARY_TITLES);
  for (const row of libraryRows) library.addRow(row);
  const laneSheet = workbook.addWorksheet('Lane信息');
  laneSheet.addRow(LANE_TITLES);
  for (const [lanId, wkName] of lanes) laneSheet.addRow([lanId, wkName, 1, 1]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function api<T>(
  baseUrl: string,
  token: string,
  path: string,
  init: { body?: unknown; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await fetch(new URL(path, baseUrl), { method: body ? 'POST' : 'GET', headers, body });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 0) throw new Error(`${path} answered ${envelope.code} ${envelope.message}`);
  return envelope.body;
}

/** Through the same calls the page makes: upload, ParseSampleExcel, SubmitOrder with the parsed lists. */
async function orderSheet(baseUrl: string, token: string, buffer: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(buffer)]), 'prior.xlsx');
  const uploaded = await api<UploadResult>(baseUrl, token, '/api/File/uploadExcel', { form });
  const parsed = await api<ParseSampleExcelResult>(baseUrl, token, '/api/NewWork/ParseSampleExcel', {
    body: { Path: uploaded.files[0]!.url },
  });
  const order = await api<PlaceOrderResponse>(baseUrl, token, '/api/NewOrder/SubmitOrder', {
    body: {
      type: 2,
      propertyType: 0,
      skuList: parsed.skuList,
      ybList: [],
      wkList: parsed.wkList,
      lanList: parsed.lanList,
    },
  });
  return order.orderNo;
}

describe('sample sheets in a real browser', () => {
  const suite = useSystemAndBrowser();
  let system: RunningSystem;
  let browser: Browser;
  let page: Page;
  let tokens: { token: string; refreshToken: string };
  let priorOrderNo: string;

  beforeAll(async () => {
    ({ system, browser } = suite);
    // One login for the file: the API sends one SMS code per phone per minute.
    tokens = await apiLogin(system.url, '13800000003', 'bjfuture');
    // An earlier order of the customer has booked lane L-E2E-01 with an index one base away from UDI0001.
    priorOrderNo = await orderSheet(
      system.url,
      tokens.token,
      await sheet([libraryRow('PRIOR-LIB', 'KIDNEY-07', 'PRIOR-S1', PRIOR)], [[LANE, 'PRIOR-LIB']]),
    );
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await signIn(page, tokens);
  });
  afterEach(() => page.close());

  const layer = () => page.getByTestId('layer-modal');

  /** A layer is pictured as the screen shows it, after its 300 ms transition. */
  async function layerShot(name: string): Promise<void> {
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
  }

  /** What a spreadsheet puts on the clipboard, delivered as the paste event a real Ctrl+V raises. */
  async function paste(testId: string, text: string): Promise<void> {
    await page.getByTestId(testId).focus();
    await page.getByTestId(testId).evaluate((element, clipboardText) => {
      const data = new DataTransfer();
      data.setData('text/plain', clipboardText);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  }

  it('imports a sheet with a bad index, fixes it in the table, resolves a lane collision and orders', async () => {
    const upload = await sheet(
      [libraryRow('LIB-A', 'LIVER-01', 'S1', UDI0001), libraryRow('LIB-A', 'LIVER-01', 'S2', ['TTATA', UDI0002[1]])],
      [[LANE, 'LIB-A']],
    );

    await page.goto(`${system.url}/work`);
    await page.getByTestId('sheet-drop-zone').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'samples-workbench');
    await page.getByTestId('sheet-file-input').setInputFiles({
      name: '肝脏文库样本表.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: upload,
    });

    // The error list: the second sub-library's i7 (sheet row 3, column L) is too short.
    await page.waitForURL(/\/sample_info_error$/);
    const errors = layer().getByTestId('sheet-error');
    await errors.first().waitFor();
    expect(await errors.count()).toBe(1);
    await expect(errors.first().getByTestId('sheet-error-row').textContent()).resolves.toBe('3');
    await expect(errors.first().getByTestId('sheet-error-column').textContent()).resolves.toBe('L（i7 index）');
    await expect(errors.first().getByTestId('sheet-error-message').textContent()).resolves.toBe('i7 index不能少于6位');
    await layerShot('samples-import-errors');

    // Fixed in the table: the cell shows the same rule's message until the index is complete.
    await layer().getByTestId('fix-in-table').click();
    await page.waitForURL(/\/sample_input$/);
    await layer().getByTestId('sample-tab-zwk').click();
    await expect(layer().getByTestId('cell-error-zwk-1-indexi7').textContent()).resolves.toBe('i7 index不能少于6位');
    await expect(layer().getByTestId('cell-zwk-1-indexi7').getAttribute('aria-invalid')).resolves.toBe('true');
    await layerShot('samples-table-bad-index');
    // Typing keeps only bases: the dash and the space never reach the cell.
    await layer().getByTestId('cell-zwk-1-indexi7').fill('');
    await layer().getByTestId('cell-zwk-1-indexi7').pressSequentially('ttat-aacc ');
    await expect(layer().getByTestId('cell-zwk-1-indexi7').inputValue()).resolves.toBe('TTATAACC');
    expect(await layer().getByTestId('cell-error-zwk-1-indexi7').count()).toBe(0);

    // One more sub-library pasted from a spreadsheet into the empty row below, starting at its 所属文库 cell.
    await layer().getByTestId('add-row-zwk').click();
    await paste('cell-zwk-2-wkName', `LIB-A\tS3\t双index文库\t${UDI0004[0]}\t${UDI0004[1]}\n`);
    await expect(layer().getByTestId('cell-zwk-2-indexi5').inputValue()).resolves.toBe(UDI0004[1]);
    await expect(layer().getByTestId('sample-input-summary').textContent()).resolves.toBe('样本信息已填写完整');
    await layerShot('samples-table-fixed');
    // The library table is wider than the layer: it scrolls inside it, the layer keeps its 940 px.
    await layer().getByTestId('sample-tab-wk').click();
    await layer().getByTestId('cell-wk-0-wkName').waitFor();
    expect((await layer().locator('.MuiDialog-paper').boundingBox())?.width).toBe(940);
    await layerShot('samples-table-libraries');
    await layer().getByTestId('sample-tab-zwk').click();

    // The server knows the earlier order on the lane: S1 is one base away from its PRIOR-S1.
    await layer().getByTestId('sample-input-submit').click();
    const report = layer().getByTestId('collision-report-server');
    await report.waitFor();
    const line = report.getByTestId('collision-line');
    expect(await line.count()).toBe(1);
    const text = await line.textContent();
    expect(text).toContain('S1');
    expect(text).toContain('PRIOR-S1');
    expect(text).toContain(`订单 ${priorOrderNo}`);
    expect(text).toContain(`Lane ${LANE}`);
    await expect(line.getByTestId('collision-distance').textContent()).resolves.toBe('1');
    await layerShot('samples-lane-collision');

    // Resolved with another UD index; the report goes with the change, and the order is created.
    await layer().getByTestId('cell-zwk-0-indexi7').fill(UDI0003[0]);
    await layer().getByTestId('cell-zwk-0-indexi5').fill(UDI0003[1]);
    expect(await layer().getByTestId('collision-report-server').count()).toBe(0);
    expect(await layer().getByTestId('collision-report').count()).toBe(0);
    await layer().getByTestId('sample-input-submit').click();

    await page.waitForURL(/\/generate_order\?orderNo=[^&]+&skuIds=\d+/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo');
    expect(orderNo).toBeTruthy();
    expect(orderNo).not.toBe(priorOrderNo);
    await layer().waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'samples-generate-order');

    // The workbench starts afresh: the sheet was cleared with the order.
    await page.goto(`${system.url}/work`);
    await page.getByTestId('sheet-drop-zone').waitFor();

    // The order's three sub-libraries are one library sample in the sample centre.
    await page.goto(`${system.url}/sample_center?keyWords=${orderNo}`);
    const rows = page.getByTestId('sample-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    await screenshot(page, 'samples-sample-centre');
    // The detail opens in a new tab (spec part 1 section 2).
    const [detail] = await Promise.all([
      page.context().waitForEvent('page'),
      rows.first().getByRole('link').first().click(),
    ]);
    await detail.waitForURL(/\/sample_center\/detail\?id=SC\w+/);
    await detail.getByTestId('sample-barcode').waitFor();
    const indexes = await detail.getByTestId('detail-sample').allTextContents();
    expect(indexes.join(' ')).toContain(UDI0003[0]);
    expect(indexes.join(' ')).toContain('TTATAACC');
    expect(indexes.join(' ')).toContain(UDI0004[0]);
    await detail.waitForLoadState('networkidle');
    await screenshot(detail, 'samples-sample-detail');
    await detail.close();
  });

  it("reopens an order's saved samples from its detail page, changes an index and saves them", async () => {
    await page.goto(`${system.url}/my_order/detail?orderNo=${priorOrderNo}`);
    const edit = page.getByTestId('detail-edit-samples');
    await edit.waitFor();
    await expect(edit.textContent()).resolves.toBe('修改样本信息');
    await edit.click();

    // The layer loads what was saved before the table opens.
    await page.waitForURL(new RegExp(`/sample_input\\?orderNo=${priorOrderNo}$`));
    await layer().getByTestId('sample-input').waitFor();
    await layer().getByTestId('sample-tab-zwk').click();
    await expect(layer().getByTestId('cell-zwk-0-zwkName').inputValue()).resolves.toBe('PRIOR-S1');
    await expect(layer().getByTestId('cell-zwk-0-indexi7').inputValue()).resolves.toBe(PRIOR[0]);
    await layerShot('samples-order-edit');

    // Another index for PRIOR-S1, saved with ModifyOrderSamples: the layer closes over the order again.
    const changed = 'CATGCATG';
    await layer().getByTestId('cell-zwk-0-indexi7').fill(changed);
    await layer().getByTestId('sample-input-submit').click();
    await layer().waitFor({ state: 'detached' });
    await page.waitForURL(new RegExp(`/my_order/detail\\?orderNo=${priorOrderNo}$`));
    const saved = await api<OrderSampleInfo>(
      system.url,
      tokens.token,
      `/api/NewOrder/GetOrderSampleInfo?orderNo=${priorOrderNo}`,
    );
    expect(saved.editable).toBe(true);
    expect(saved.wkList.flatMap((library) => library.zwkList.map((sub) => [sub.zwkName, sub.indexi7]))).toEqual([
      ['PRIOR-S1', changed],
    ]);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'samples-order-edited');
  });

  it('fits a 390 px phone screen: workbench, sample centre and the sample table', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/work', '/sample_center']) {
      await page.goto(`${system.url}${path}`);
      await page
        .getByTestId(path === '/work' ? 'sheet-drop-zone' : 'sample-row')
        .first()
        .waitFor();
      // Polled: the user-centre tab strip, now loaded with its page's chunk, settles its scroll width a frame later.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
    }
    await screenshot(page, 'samples-sample-centre-390');
    await page.goto(`${system.url}/sample_input`);
    // No sheet uploaded in this page's session: the layer says where to start.
    await layer().getByText('请先在工作台上传样本信息表').waitFor();
    await layerShot('samples-input-empty-390');
  });
});
