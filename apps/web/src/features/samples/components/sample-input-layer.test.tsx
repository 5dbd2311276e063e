import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IndexCollisionBody } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { readSampleSheet } from '../lib/sample-sheet';
import { API, libraryLists, storeSheet } from '../testing/sample-sheet-fixtures';
import { renderApp, waitForLocation } from '@/testing/render-app';
import { setToken } from '@/lib/session';
import { envelope, stubApi, type ApiHandler } from '@/testing/stub-api';

const MEMBER = {
  id: 7,
  nickName: '李四',
  phone: '13800000002',
  account: 'lisi',
  companyName: '',
  email: '',
  auditType: 0,
  balance: null,
};

function signedIn(handlers: Record<string, ApiHandler>) {
  setToken('token-7', 'refresh-7', false);
  return stubApi({ '/api/NewPersonalCenter/GetMemberInfo': () => envelope(MEMBER), ...handlers });
}

const toasts = (): string[] => screen.queryAllByTestId('notifier-toast').map((toast) => toast.textContent ?? '');
const cell = (id: string) => screen.getByTestId(`cell-${id}`) as HTMLInputElement;
const cellError = (id: string) => screen.queryByTestId(`cell-error-${id}`)?.textContent ?? null;

function bodyOf(fetchMock: ReturnType<typeof stubApi>, path: string): Record<string, unknown> {
  const call = fetchMock.mock.calls.find(([input]) => new URL(String(input), 'http://localhost').pathname === path);
  if (!call) throw new Error(`no call to ${path}`);
  return JSON.parse(String(call[1]?.body)) as Record<string, unknown>;
}

async function openLayer(path = '/sample_input') {
  const app = renderApp(path);
  // The whole app loads first; a busy machine needs more than the default second.
  const layer = await screen.findByTestId('sample-input', undefined);
  return { ...app, layer };
}

// The whole app renders for every test; typing through user-event is slow under jsdom.
describe('/sample_input', { timeout: 20_000 }, () => {
  it('highlights an imported bad index with the rule message and clears it when fixed by typing', async () => {
    stubApi();
    storeSheet({ lists: libraryLists({ i7Second: 'TTAT-ACC' }) });
    await openLayer();

    // The layer opens on the tab of the first error.
    expect(screen.getByTestId('sample-tab-zwk').getAttribute('aria-selected')).toBe('true');
    expect(cell('zwk-1-indexi7').value).toBe('TTAT-ACC');
    expect(cell('zwk-1-indexi7').getAttribute('aria-invalid')).toBe('true');
    expect(cellError('zwk-1-indexi7')).toBe('i7 index格式不正确');
    expect(screen.getByTestId('sample-input-summary').textContent).toBe('还有1处需要修改');

    await userEvent.clear(cell('zwk-1-indexi7'));
    // Typing keeps only bases, uppercased: "tta" + "t-n" + "acc" becomes TTATACC.
    await userEvent.type(cell('zwk-1-indexi7'), 'ttat-nacc');
    expect(cell('zwk-1-indexi7').value).toBe('TTATACC');
    expect(cellError('zwk-1-indexi7')).toBeNull();
    expect(cell('zwk-1-indexi7').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByTestId('sample-input-summary').textContent).toBe('样本信息已填写完整');
  });

  it('keeps the edits when the layer is closed right after typing and opened again', async () => {
    stubApi();
    storeSheet();
    const { router } = await openLayer();
    await userEvent.click(screen.getByTestId('sample-tab-zwk'));
    await userEvent.clear(cell('zwk-0-zwkName'));
    await userEvent.type(cell('zwk-0-zwkName'), 'S1-renamed');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/sample_input'));
    await waitFor(() => expect(screen.queryByTestId('sample-input')).toBeNull());

    await act(() => router.navigate('/sample_input'));
    await screen.findByTestId('sample-input');
    await userEvent.click(screen.getByTestId('sample-tab-zwk'));
    expect(cell('zwk-0-zwkName').value).toBe('S1-renamed');
  });

  it("shows '{name}不能少于6位' and '{name}不能为空' as the customer edits", async () => {
    stubApi();
    storeSheet();
    await openLayer();
    await userEvent.click(screen.getByTestId('sample-tab-zwk'));
    await userEvent.clear(cell('zwk-0-indexi7'));
    await userEvent.type(cell('zwk-0-indexi7'), 'ACGTA');
    expect(cellError('zwk-0-indexi7')).toBe('i7 index不能少于6位');
    await userEvent.clear(cell('zwk-0-indexi7'));
    expect(cellError('zwk-0-indexi7')).toBe('i7 index不能为空');

    await userEvent.click(screen.getByTestId('sample-tab-wk'));
    await userEvent.clear(cell('wk-0-num'));
    await userEvent.type(cell('wk-0-num'), '0');
    expect(cellError('wk-0-num')).toBe('管数不能为空');
  });

  it('fills rows and columns from the focused cell when a spreadsheet block is pasted', async () => {
    stubApi();
    storeSheet();
    await openLayer();
    await userEvent.click(screen.getByTestId('sample-tab-zwk'));

    await userEvent.click(cell('zwk-1-zwkName'));
    await userEvent.paste('S2b\t双index文库\tggacttgg\tCGCAGACG\nS3\t单index文库\tAAGTCCAA\t\n');

    expect(cell('zwk-1-zwkName').value).toBe('S2b');
    expect(cell('zwk-1-indexi7').value).toBe('GGACTTGG');
    expect(cell('zwk-2-wkName').value).toBe('');
    expect(cell('zwk-2-zwkName').value).toBe('S3');
    expect(cell('zwk-2-indexi7').value).toBe('AAGTCCAA');
    expect(toasts()).toContain('已粘贴8个单元格');
    // The appended row has no library yet: its 所属文库 cell says so.
    expect(cellError('zwk-2-wkName')).toBe('所属文库不能为空');
  });

  it('trims a pasted index to A, C, G, T and warns that characters were removed', async () => {
    stubApi();
    storeSheet();
    await openLayer();
    await userEvent.click(screen.getByTestId('sample-tab-zwk'));
    await userEvent.clear(cell('zwk-0-indexi7'));
    await userEvent.paste(' ccgc-nggtt ');
    expect(cell('zwk-0-indexi7').value).toBe('CCGCGGTT');
    expect(cellError('zwk-0-indexi7')).toBeNull();
    expect(toasts()).toContain('1个index含A、C、G、T以外的字符，已自动去除，请核对');
  });

  it('sends the order without sub-libraries while one row has no name, and says so', async () => {
    const fetchMock = stubApi({
      [API.submitOrder]: () => envelope({ code: 0, message: '成功', orderNo: 'SP202601010002' }),
    });
    storeSheet();
    const { router } = await openLayer();
    await userEvent.click(screen.getByTestId('sample-tab-zwk'));
    expect(screen.queryByTestId('sub-libraries-withheld')).toBeNull();
    await userEvent.clear(cell('zwk-1-zwkName'));
    expect(screen.getByTestId('sub-libraries-withheld').textContent).toContain('子文库信息（2行）将不会提交');
    expect(cellError('zwk-1-zwkName')).toBeNull();

    await userEvent.click(screen.getByTestId('sample-input-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate_order'));
    const [library] = bodyOf(fetchMock, API.submitOrder).wkList as Array<{ zwkList: unknown[] }>;
    expect(library!.zwkList).toEqual([]);
  });

  it('lists several problems at once in the error dialog, whose 去修改 opens the tab of the first', async () => {
    const fetchMock = stubApi();
    storeSheet({ lists: libraryLists({ i7Second: 'TTAT-ACC', i5Second: 'AC' }) });
    await openLayer();
    await userEvent.click(screen.getByTestId('sample-tab-wk'));
    await userEvent.click(screen.getByTestId('sample-input-submit'));

    const dialog = await screen.findByTestId('notifier-dialog');
    expect(within(dialog).getByText('还有2处需要修改')).toBeTruthy();
    const items = within(within(dialog).getByTestId('notifier-dialog-messages')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '子文库 第2行：i7 index格式不正确',
      '子文库 第2行：i5 index不能少于6位',
    ]);
    expect(toasts()).toEqual([]);
    await userEvent.click(screen.getByTestId('sample-tab-wk'));
    await userEvent.click(within(dialog).getByRole('button', { name: '去修改' }));
    await waitFor(() => expect(screen.queryByTestId('notifier-dialog')).toBeNull());
    expect(screen.getByTestId('sample-tab-zwk').getAttribute('aria-selected')).toBe('true');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(API.submitOrder))).toBe(false);
  });

  it('turns the sub-library type into free text for type id 3', async () => {
    stubApi();
    storeSheet();
    await openLayer();
    await userEvent.click(screen.getByTestId('sample-tab-zwk'));
    const type = screen.getByTestId('cell-zwk-0-type') as HTMLSelectElement;
    expect(type.tagName).toBe('SELECT');
    await userEvent.selectOptions(type, '其他（自定义）');
    const typed = screen.getByTestId('cell-zwk-0-type') as HTMLInputElement;
    expect(typed.tagName).toBe('INPUT');
    expect(cellError('zwk-0-type')).toBe('子文库类型不能为空');
    await userEvent.type(typed, 'Hi-C文库');
    expect(cellError('zwk-0-type')).toBeNull();
  });

  it('reports a collision inside the order with both names and the distance and does not submit', async () => {
    const fetchMock = stubApi();
    // S2 is UDI0001 with one i7 base changed: the pair differs in one position.
    storeSheet({ lists: libraryLists({ i7Second: 'CCGCGGTA', i5Second: 'AGCGCTAG' }) });
    await openLayer();

    const report = await screen.findByTestId('collision-report');
    const line = within(report).getByTestId('collision-line');
    expect(line.textContent).toContain('S1');
    expect(line.textContent).toContain('S2');
    expect(line.textContent).toContain('同一文库');
    expect(within(line).getByTestId('collision-distance').textContent).toBe('1');
    await userEvent.click(screen.getByTestId('sample-tab-zwk'));
    expect(screen.getByTestId('row-zwk-0').getAttribute('data-flagged')).toBe('true');

    // The footer names the conflict instead of 样本信息已填写完整.
    const summary = screen.getByTestId('sample-input-summary');
    expect(summary.textContent).toBe('存在1处index冲突，请修改后再提交');
    expect(summary.getAttribute('data-tone')).toBe('error');

    await userEvent.click(screen.getByTestId('sample-input-submit'));
    await waitFor(() => expect(toasts()).toContain('存在index冲突，请修改后再提交'));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(API.submitOrder))).toBe(false);
  });

  it('creates the order with the sheet and goes on to /generate_order, clearing the sheet', async () => {
    // Signed in: /generate_order is a customer page, which sends a visitor on to the login prompt.
    const fetchMock = signedIn({
      [API.submitOrder]: () => envelope({ code: 0, message: '成功', orderNo: 'SP202601010001' }),
    });
    storeSheet();
    const { router } = await openLayer();

    await userEvent.click(screen.getByTestId('sample-input-submit'));
    await waitForLocation(router, '/generate_order?orderNo=SP202601010001&skuIds=31');

    const body = bodyOf(fetchMock, API.submitOrder);
    expect(body).toMatchObject({ type: 2, propertyType: 0, skuList: [{ skuId: 31, count: 1 }], ybList: [] });
    expect(body.contractId).toBeUndefined();
    expect(body.lanList).toEqual([{ lanId: 'L001', wkName: 'LIB-1', num: 1, phix: 1 }]);
    const [library] = body.wkList as Array<{ wkName: string; zwkList: Array<{ zwkName: string; indexi7: string }> }>;
    expect(library!.zwkList.map((sub) => [sub.zwkName, sub.indexi7])).toEqual([
      ['S1', 'CCGCGGTT'],
      ['S2', 'TTATAACC'],
    ]);
    const headers = new Headers(
      fetchMock.mock.calls.find(([input]) => String(input).includes(API.submitOrder))![1]?.headers,
    );
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(readSampleSheet()).toBeNull();
  });

  it("lists the server's collision report with the booked library of another order, until the table changes", async () => {
    stubApi({
      [API.submitOrder]: () =>
        envelope<IndexCollisionBody>(
          {
            collisions: [
              {
                lanId: 'L001',
                sampleName: 'LIVER-01',
                wkName: 'LIB-1',
                zwkName: 'S1',
                otherScope: 'own-order',
                otherSampleName: 'KIDNEY-07',
                otherWkName: 'LIB-7',
                otherZwkName: 'OTHER-7',
                otherOrderNo: 'SP2025',
                distance: 2,
                i7Distance: 1,
                i5Distance: 1,
                basis: 'pair',
                minDistance: 3,
                message:
                  '子文库S1（文库LIB-1）与您的订单SP2025在Lane L001上的子文库OTHER-7（文库LIB-7）的index相差2个碱基，至少需要3个',
              },
            ],
          },
          400,
          'index冲突：子文库S1（文库LIB-1）与您的订单SP2025在Lane L001上的子文库OTHER-7（文库LIB-7）的index相差2个碱基，至少需要3个',
        ),
    });
    storeSheet();
    await openLayer();
    await userEvent.click(screen.getByTestId('sample-input-submit'));

    const report = await screen.findByTestId('collision-report-server');
    const line = within(report).getByTestId('collision-line');
    expect(line.textContent).toContain('S1');
    expect(line.textContent).toContain('OTHER-7');
    expect(line.textContent).toContain('订单 SP2025');
    expect(line.textContent).toContain('样本 KIDNEY-07');
    expect(line.textContent).toContain('Lane L001');
    expect(within(line).getByTestId('collision-distance').textContent).toBe('2');
    expect(toasts()).toEqual(['存在index冲突，请修改后再提交']);

    await userEvent.click(screen.getByTestId('sample-tab-zwk'));
    expect(screen.getByTestId('row-zwk-0').getAttribute('data-flagged')).toBe('true');
    expect(screen.getByTestId('row-zwk-1').getAttribute('data-flagged')).toBeNull();
    await userEvent.clear(cell('zwk-0-indexi7'));
    await userEvent.type(cell('zwk-0-indexi7'), 'GGACTTGG');
    expect(screen.queryByTestId('collision-report-server')).toBeNull();
  });

  it("shows the server's rule errors on their cells until the table changes", async () => {
    stubApi({
      [API.submitOrder]: () =>
        envelope(
          {
            errors: [
              { list: 'wk', row: 0, field: 'skuCode', label: '产品编码', message: '产品编码LIB-NOVA-10G不在订单中' },
            ],
          },
          400,
          '产品编码LIB-NOVA-10G不在订单中',
        ),
    });
    storeSheet();
    await openLayer();
    await userEvent.click(screen.getByTestId('sample-tab-zwk'));
    await userEvent.click(screen.getByTestId('sample-input-submit'));

    await waitFor(() => expect(cellError('wk-0-skuCode')).toBe('产品编码LIB-NOVA-10G不在订单中'));
    expect(toasts()).toEqual(['产品编码LIB-NOVA-10G不在订单中']);
    expect(screen.getByTestId('sample-input-summary').textContent).toBe('还有1处需要修改');
    await userEvent.type(cell('wk-0-species'), '（人）');
    expect(cellError('wk-0-skuCode')).toBeNull();
  });

  it('saves an existing order through ModifyOrderSamples with 修改成功', async () => {
    const fetchMock = signedIn({
      [API.orderSampleInfo]: () =>
        envelope({ orderNo: 'SP1', editable: true, lockedReason: null, ybList: [], wkList: [], lanList: [] }),
      [API.modifyOrderSamples]: () => envelope(null, 0, '修改成功'),
    });
    const { router } = await openLayer('/sample_input?orderNo=SP1');
    await userEvent.click(screen.getByTestId('sample-tab-wk'));
    await userEvent.click(screen.getByTestId('add-row-wk'));
    await userEvent.type(cell('wk-0-skuCode'), 'LIB-NOVA-10G');
    await userEvent.type(cell('wk-0-name'), 'L1');
    await userEvent.type(cell('wk-0-wkName'), 'LIB-A');
    await userEvent.selectOptions(cell('wk-0-type'), 'DNA文库');
    await userEvent.type(cell('wk-0-species'), '小鼠');
    await userEvent.type(cell('wk-0-num'), '2');
    await userEvent.type(cell('wk-0-weight'), '3.5');
    await userEvent.type(cell('wk-0-dataSize'), '20');
    await userEvent.click(screen.getByTestId('sample-input-submit'));

    await waitFor(() => expect(toasts()).toContain('修改成功'));
    expect(bodyOf(fetchMock, API.modifyOrderSamples)).toMatchObject({
      orderNo: 'SP1',
      wkList: [{ wkName: 'LIB-A', num: 2, weight: 3.5, dataSize: 20, species: '小鼠', zwkList: [] }],
    });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/sample_input'));
  });

  it("opens an existing order's saved samples for editing and sends them back with the change", async () => {
    const saved = libraryLists();
    const fetchMock = signedIn({
      [API.orderSampleInfo]: (url) =>
        envelope({ orderNo: url.searchParams.get('orderNo'), editable: true, lockedReason: null, ...saved }),
      [API.modifyOrderSamples]: () => envelope(null, 0, '修改成功'),
    });
    await openLayer('/sample_input?orderNo=SP7');
    expect(screen.getByTestId('sample-tab-wk').textContent).toContain('文库（1）');
    expect(cell('wk-0-wkName').value).toBe('LIB-1');
    await userEvent.click(screen.getByTestId('sample-tab-zwk'));
    expect(cell('zwk-0-indexi7').value).toBe('CCGCGGTT');
    await userEvent.clear(cell('zwk-0-zwkName'));
    await userEvent.type(cell('zwk-0-zwkName'), 'S1-new');
    await userEvent.click(screen.getByTestId('sample-input-submit'));

    await waitFor(() => expect(toasts()).toContain('修改成功'));
    const sent = bodyOf(fetchMock, API.modifyOrderSamples) as {
      orderNo: string;
      wkList: Array<{ zwkList: Array<{ zwkName: string }> }>;
      lanList: unknown[];
    };
    expect(sent.orderNo).toBe('SP7');
    expect(sent.wkList[0]?.zwkList.map((sub) => sub.zwkName)).toEqual(['S1-new', 'S2']);
    expect(sent.lanList).toEqual(saved.lanList);
  });

  describe('an order of biological samples', () => {
    const WGS = { skuCode: 'WGS-HU-30X', goodsName: '人全基因组重测序', skuName: '30X', kind: 'yb' };
    const EMPTY = { orderNo: 'SP9', editable: true, lockedReason: null, ybList: [], wkList: [], lanList: [] };

    it('opens on 生物样本, offers its product by name and code, and fills it in on a new row', async () => {
      signedIn({ [API.orderSampleInfo]: () => envelope({ ...EMPTY, products: [WGS] }) });
      await openLayer('/sample_input?orderNo=SP9');
      expect(screen.getByTestId('sample-tab-yb').getAttribute('aria-selected')).toBe('true');
      // Zero rows: the footer says what is missing, never 样本信息已填写完整.
      const summary = screen.getByTestId('sample-input-summary');
      expect(summary.textContent).toBe('尚未填写样本信息，请添加行或从Excel粘贴');
      expect(summary.getAttribute('data-tone')).toBe('error');

      await userEvent.click(screen.getByTestId('add-row-yb'));
      const product = cell('yb-0-skuCode') as unknown as HTMLSelectElement;
      expect(product.tagName).toBe('SELECT');
      expect(product.value).toBe('WGS-HU-30X');
      expect([...product.options].map((option) => option.textContent)).toEqual([
        '请选择产品',
        '人全基因组重测序 30X（WGS-HU-30X）',
      ]);
      // A row holding only the prefilled product is still blank.
      expect(summary.textContent).toBe('尚未填写样本信息，请添加行或从Excel粘贴；1行空白行不会保存');
    });

    it('keeps the customer sample number as typed and sends it with the chosen product', async () => {
      const fetchMock = signedIn({
        [API.orderSampleInfo]: () => envelope({ ...EMPTY, products: [WGS] }),
        [API.modifyOrderSamples]: () => envelope(null, 0, '修改成功'),
      });
      await openLayer('/sample_input?orderNo=SP9');
      await userEvent.click(screen.getByTestId('add-row-yb'));
      await userEvent.type(cell('yb-0-no'), 'YB-01');
      await userEvent.type(cell('yb-0-name'), 'LIVER-01');
      await userEvent.selectOptions(cell('yb-0-type'), 'DNA');
      await userEvent.type(cell('yb-0-species'), '人');
      await userEvent.type(cell('yb-0-num'), '1');
      expect(screen.getByTestId('sample-input-summary').textContent).toBe('样本信息已填写完整');
      await userEvent.click(screen.getByTestId('sample-input-submit'));

      await waitFor(() => expect(toasts()).toContain('修改成功'));
      expect(bodyOf(fetchMock, API.modifyOrderSamples)).toMatchObject({
        orderNo: 'SP9',
        ybList: [{ no: 'YB-01', name: 'LIVER-01', skuCode: 'WGS-HU-30X', type: 'DNA', species: '人', num: 1 }],
      });
    });

    it('refuses to save an order without any sample row', async () => {
      const fetchMock = signedIn({
        [API.orderSampleInfo]: () => envelope({ ...EMPTY, products: [WGS] }),
        [API.modifyOrderSamples]: () => envelope(null, 0, '修改成功'),
      });
      await openLayer('/sample_input?orderNo=SP9');
      await userEvent.click(screen.getByTestId('sample-input-submit'));
      await waitFor(() => expect(toasts()).toContain('请至少填写一行样本信息'));
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes(API.modifyOrderSamples))).toBe(false);
    });

    it('offers every product of the kind and fills none in when the order has two', async () => {
      signedIn({
        [API.orderSampleInfo]: () =>
          envelope({
            ...EMPTY,
            products: [WGS, { skuCode: 'WES-HU-100X', goodsName: '人全外显子测序', skuName: '100X', kind: 'yb' }],
          }),
      });
      await openLayer('/sample_input?orderNo=SP9');
      await userEvent.click(screen.getByTestId('add-row-yb'));
      const product = cell('yb-0-skuCode') as unknown as HTMLSelectElement;
      expect(product.value).toBe('');
      expect([...product.options].map((option) => option.value)).toEqual(['', 'WGS-HU-30X', 'WES-HU-100X']);
    });
  });

  it("offers an uploaded sheet's products by name and code, as ParseSampleExcel named them", async () => {
    stubApi();
    storeSheet({
      products: [{ skuCode: 'LIB-NOVA-10G', goodsName: 'NovaSeq文库测序', skuName: '10G', kind: 'wk' }],
    });
    await openLayer();
    await userEvent.click(screen.getByTestId('sample-tab-wk'));
    const product = cell('wk-0-skuCode') as unknown as HTMLSelectElement;
    expect(product.tagName).toBe('SELECT');
    expect(product.value).toBe('LIB-NOVA-10G');
    expect(product.selectedOptions[0]?.textContent).toBe('NovaSeq文库测序 10G（LIB-NOVA-10G）');
  });

  it('drops a blank added row with a message instead of answering 修改成功', async () => {
    const saved = libraryLists();
    const fetchMock = signedIn({
      [API.orderSampleInfo]: () => envelope({ orderNo: 'SP6', editable: true, lockedReason: null, ...saved }),
      [API.modifyOrderSamples]: () => envelope(null, 0, '修改成功'),
    });
    await openLayer('/sample_input?orderNo=SP6');
    await userEvent.click(screen.getByTestId('add-row-wk'));
    expect(screen.getByTestId('sample-tab-wk').textContent).toContain('文库（2）');
    expect(screen.getByTestId('sample-input-summary').textContent).toBe('1行空白行不会保存');
    await userEvent.click(screen.getByTestId('sample-input-submit'));

    await waitFor(() => expect(toasts()).toContain('已删除1行空白行，请核对后再提交'));
    expect(toasts()).not.toContain('修改成功');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(API.modifyOrderSamples))).toBe(false);
    expect(screen.getByTestId('sample-tab-wk').textContent).toContain('文库（1）');
    expect(screen.getByTestId('sample-input-summary').textContent).toBe('样本信息已填写完整');
  });

  it('shows why the samples of an order can no longer be changed, without a table', async () => {
    signedIn({
      [API.orderSampleInfo]: () =>
        envelope({
          orderNo: 'SP8',
          editable: false,
          lockedReason: '样本已接收，不能再修改样本信息',
          ...libraryLists(),
        }),
    });
    renderApp('/sample_input?orderNo=SP8');
    const locked = await screen.findByTestId('sample-input-locked');
    expect(locked.textContent).toContain('样本已接收，不能再修改样本信息');
    expect(screen.queryByTestId('sample-input')).toBeNull();
  });

  it("shows the API's message when the order cannot be found", async () => {
    signedIn({ [API.orderSampleInfo]: () => envelope(null, 404, '订单不存在') });
    renderApp('/sample_input?orderNo=NOPE');
    expect((await screen.findByTestId('sample-input-locked')).textContent).toContain('订单不存在');
  });
});
