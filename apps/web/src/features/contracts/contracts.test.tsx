import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractSheetResult, ContractWithProducts } from '@seqportal/contract';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/session';
import { stubXhr } from '@/testing/fake-xhr';
import { renderApp, waitForLocation } from '@/testing/render-app';
import { envelope, stubApi, type ApiHandler } from '@/testing/stub-api';
import { normaliseQuantity } from './components/quantity-stepper';

const SLOW = { timeout: 15_000 };
const member = (auditType: number) => ({
  id: 7,
  nickName: '张晓明',
  phone: '13800000001',
  account: 'shdemo',
  companyName: '上海示例生物科技有限公司',
  email: 'zhangxm@shdemo-bio.cn',
  auditType,
  balance: '1000.00',
});

const CONTRACTS: ContractWithProducts[] = [
  {
    id: 1,
    name: '2026年度测序服务框架合同',
    contractID__c: 'HT-2026-SH-001',
    paymentMode: 'prepaid',
    totalPrice: '600000.00',
    balance: '486320.00',
    items: [{ skuId: 31 }, { skuId: 40 }, { skuId: 50 }],
    select: true,
    productList: [
      {
        skuId: 31,
        name: '人全基因组重测序',
        title: 'PE150 · 30X',
        unitPrice: '2380.00',
        goodsImg: '',
        templateType: 'SAMPLE',
        select: false,
        count: 1,
      },
      {
        skuId: 40,
        name: '人全外显子测序',
        title: 'PE150 · 100X',
        unitPrice: '1530.00',
        goodsImg: '',
        templateType: 'SAMPLE',
        select: false,
        count: 1,
      },
      {
        skuId: 50,
        name: 'DNBSEQ文库上机',
        title: 'PE150 · 10G',
        unitPrice: '127.50',
        goodsImg: '',
        templateType: 'LIBRARY',
        select: false,
        count: 1,
      },
    ],
  },
  {
    id: 2,
    name: '单细胞与三代测序专项合同',
    contractID__c: 'HT-2026-SH-002',
    paymentMode: 'credit',
    totalPrice: '300000.00',
    balance: null,
    items: [],
    productList: [],
  },
];

function signedIn(handlers: Record<string, ApiHandler> = {}, auditType = 3) {
  setToken('token-7', 'refresh-7', false);
  return stubApi({
    '/api/NewPersonalCenter/GetMemberInfo': () => envelope(member(auditType)),
    '/api/NewPersonalCenter/GetAddressList': () => envelope([]),
    '/api/NewShoppingCart/GetShoppingCartCount': () => envelope({ count: 0 }),
    '/api/NewOrder/GetContractProductList': () => envelope(CONTRACTS),
    ...handlers,
  });
}

describe('quantity rules', () => {
  it('keeps digits only and turns an empty value into 1', () => {
    expect(normaliseQuantity('a2b3')).toBe(23);
    expect(normaliseQuantity('')).toBe(1);
    expect(normaliseQuantity('0')).toBe(1);
  });
});

describe('/contract_product', () => {
  it(
    'shows the balance, refuses an empty or mixed selection, orders two products through sync and batch submit, and fills their samples',
    { timeout: 60_000 },
    async () => {
      const bodies: unknown[] = [];
      const synced = [
        { no: '', name: '', type: '', species: '', num: 1, skuCode: 'WGS-HU-30X' },
        { no: '', name: '', type: '', species: '', num: 1, skuCode: 'WGS-HU-30X' },
        { no: '', name: '', type: '', species: '', num: 1, skuCode: 'WES-HU-100X' },
      ];
      const fetchMock = signedIn({
        '/api/NewOrder/SyncProductShoppingCat': (_url, init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return envelope({ sampleType: '生物', ybList: synced, sampleList: synced });
        },
        '/api/NewOrder/BatchSubmitOrder': (_url, init) => {
          bodies.push({ ...JSON.parse(String(init?.body)), key: new Headers(init?.headers).get('idempotency-key') });
          return envelope({ orderNo: '2026112400000123' });
        },
        '/api/NewOrder/SyncProduct': () => envelope({ sampleType: '生物', ybList: synced, sampleList: synced }),
        '/api/NewOrder/GetOrderSampleInfo': () =>
          envelope({
            orderNo: '2026112400000123',
            ybList: [],
            wkList: [],
            lanList: [],
            editable: true,
            lockedReason: null,
          }),
        '/api/NewOrder/SaveSyncProduct': (_url, init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return envelope(null);
        },
      });
      const user = userEvent.setup();
      const { router } = renderApp('/contract_product');
      expect((await screen.findByText(/合同余额/, {}, SLOW)).textContent).toContain('486320.00');

      await user.click(screen.getByRole('button', { name: '批量下单' }));
      expect(await screen.findByText('批量下单时至少选择一个商品！', {}, SLOW)).toBeTruthy();

      await user.click(screen.getByRole('checkbox', { name: /人全基因组重测序/ }));
      await user.click(screen.getByRole('checkbox', { name: /DNBSEQ文库上机/ }));
      await user.click(screen.getByRole('button', { name: '批量下单' }));
      expect(await screen.findByText('您选择的产品不能同时包含生物产品和文库产品！', {}, SLOW)).toBeTruthy();
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('SyncProduct'))).toBe(false);

      await user.click(screen.getByRole('checkbox', { name: /DNBSEQ文库上机/ }));
      await user.click(screen.getByRole('checkbox', { name: /人全外显子测序/ }));
      await user.click(screen.getByRole('button', { name: '增加人全基因组重测序数量' }));
      await user.click(screen.getByRole('button', { name: '批量下单' }));
      expect(bodies[0]).toEqual({
        contractId: 1,
        skuList: [
          { skuId: 31, count: 2 },
          { skuId: 40, count: 1 },
        ],
      });
      expect(bodies[1]).toMatchObject({ type: 2, propertyType: 1, contractId: 1, key: expect.any(String) });

      // The samples step: one row per sample ordered, product codes filled in; saving refuses blanks.
      await waitForLocation(router, '/sample_input?orderNo=2026112400000123&contractId=1&skuIds=31%2C40', SLOW);
      await screen.findByTestId('sample-input', {}, SLOW);
      const cell = (id: string) => screen.getByTestId(`cell-${id}`) as HTMLInputElement;
      expect([0, 1, 2].map((row) => cell(`yb-${row}-skuCode`).value)).toEqual([
        'WGS-HU-30X',
        'WGS-HU-30X',
        'WES-HU-100X',
      ]);
      await user.click(screen.getByTestId('sample-input-submit'));
      await user.click(await screen.findByRole('button', { name: '去修改' }, SLOW));
      expect(bodies).toHaveLength(2);
      for (const row of [0, 1, 2]) {
        await user.type(cell(`yb-${row}-name`), `LIVER-0${row}`);
        await user.selectOptions(cell(`yb-${row}-type`), 'DNA');
        await user.type(cell(`yb-${row}-species`), '人');
      }
      expect(screen.getByTestId('sample-input-summary').textContent).toBe('样本信息已填写完整');
      await user.click(screen.getByTestId('sample-input-submit'));
      await waitForLocation(router, '/generate_order?orderNo=2026112400000123&skuIds=31%2C40', SLOW);
      expect(bodies[2]).toMatchObject({
        orderNo: '2026112400000123',
        ybList: [
          { skuCode: 'WGS-HU-30X', name: 'LIVER-00', type: 'DNA', species: '人' },
          { skuCode: 'WGS-HU-30X', name: 'LIVER-01', type: 'DNA', species: '人' },
          { skuCode: 'WES-HU-100X', name: 'LIVER-02', type: 'DNA', species: '人' },
        ],
        wkList: [],
        zwkList: [],
      });
    },
  );

  it('says the bulk order is kept and where to finish its samples when the samples step is cancelled', async () => {
    const synced = [{ no: '', name: '', type: '', species: '', num: 1, skuCode: 'WGS-HU-30X' }];
    const fetchMock = signedIn({
      '/api/NewOrder/SyncProduct': () => envelope({ sampleType: '生物', ybList: synced, sampleList: synced }),
      '/api/NewOrder/GetOrderSampleInfo': () =>
        envelope({
          orderNo: '2026112400000123',
          ybList: [],
          wkList: [],
          lanList: [],
          editable: true,
          lockedReason: null,
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/sample_input?orderNo=2026112400000123&contractId=1&skuIds=31');
    await screen.findByTestId('sample-input', {}, SLOW);

    await user.click(screen.getByTestId('sample-input-cancel'));
    const dialog = await screen.findByTestId('leave-contract-samples', {}, SLOW);
    expect(within(dialog).getByText('暂不填写样本信息？')).toBeTruthy();
    expect(dialog.textContent).toContain('订单 2026112400000123 已创建并保留');
    expect(dialog.textContent).toContain('待填写样本');
    expect(dialog.textContent).toContain('订单详情');
    expect(within(dialog).getByRole('link', { name: '前往订单详情' }).getAttribute('href')).toBe(
      '/my_order/detail?orderNo=2026112400000123',
    );
    // 继续填写 keeps the step open.
    await user.click(within(dialog).getByTestId('leave-contract-samples-stay'));
    await waitFor(() => expect(screen.queryByTestId('leave-contract-samples')).toBeNull(), SLOW);
    expect(router.state.location.pathname).toBe('/sample_input');

    // The layer's X and Escape ask the same.
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await screen.findByTestId('leave-contract-samples', {}, SLOW);
    expect(router.state.location.pathname).toBe('/sample_input');
    await user.click(screen.getByTestId('leave-contract-samples-stay'));
    await waitFor(() => expect(screen.queryByTestId('leave-contract-samples')).toBeNull(), SLOW);
    await user.keyboard('{Escape}');
    await screen.findByTestId('leave-contract-samples', {}, SLOW);
    expect(router.state.location.pathname).toBe('/sample_input');
    await user.click(screen.getByTestId('leave-contract-samples-stay'));
    await waitFor(() => expect(screen.queryByTestId('leave-contract-samples')).toBeNull(), SLOW);

    // 稍后填写 leaves it; nothing was saved and nothing was cancelled.
    await user.click(screen.getByTestId('sample-input-cancel'));
    await user.click(await screen.findByTestId('leave-contract-samples-later', {}, SLOW));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/sample_input'), SLOW);
    const called = fetchMock.mock.calls.map(([url]) => String(url));
    expect(called.some((url) => url.includes('SaveSyncProduct') || url.includes('CancelOrder'))).toBe(false);
  });

  it('does not batch-submit when the sync fails', async () => {
    const fetchMock = signedIn({
      '/api/NewOrder/SyncProductShoppingCat': () => envelope(null, 184, '该商品不在合同范围内，请联系客服'),
    });
    const user = userEvent.setup();
    renderApp('/contract_product');
    await user.click(await screen.findByRole('checkbox', { name: /人全基因组重测序/ }, SLOW));
    await user.click(screen.getByRole('button', { name: '批量下单' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('SyncProductShoppingCat'))).toBe(true),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('BatchSubmitOrder'))).toBe(false);
  });

  it('shows a credit contract and its empty state', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/contract_product');
    await user.click(await screen.findByRole('tab', { name: '单细胞与三代测序专项合同' }, SLOW));
    expect(screen.getByText(/授信合同/)).toBeTruthy();
    expect(screen.getByText(/无可用合同商品/)).toBeTruthy();
  });

  it.each([
    [0, '请先去认证'],
    [2, '请等待账号审核通过'],
    [4, '审核未通过，请重新认证'],
  ])('shows the approval notice for auditType %i', async (auditType, message) => {
    signedIn({}, auditType);
    renderApp('/contract_product');
    expect(await screen.findByText(new RegExp(message), {}, SLOW)).toBeTruthy();
  });
});

describe('/place_order', () => {
  const RESULT: ContractSheetResult = {
    contractId: 1,
    templateType: 'LIBRARY',
    rows: [
      {
        kind: 'wk',
        index: 0,
        sheet: '文库信息',
        row: 2,
        name: 'WK0',
        skuCode: 'LIB-DNB-10G',
        goodsName: 'DNBSEQ文库上机',
        unitPrice: '127.50',
        status: 'ok',
        errors: [],
      },
      {
        kind: 'wk',
        index: 1,
        sheet: '文库信息',
        row: 3,
        name: 'WK1',
        skuCode: 'LIB-DNB-10G',
        goodsName: 'DNBSEQ文库上机',
        unitPrice: '127.50',
        status: 'error',
        errors: [{ sheet: '文库信息', row: 3, column: 'L', title: 'i7 index', message: 'i7 index格式不正确' }],
      },
    ],
    validCount: 1,
    errorCount: 1,
    validTotal: '127.50',
    balance: '486320.00',
    otherErrors: [],
    order: { skuList: [{ skuId: 50, count: 1 }], ybList: [], wkList: [], lanList: [] },
    annotatedPath: 'http://s3.local/annotated.xlsx',
  };

  it('uploads a CSV sheet, lists each row with its error, orders the valid rows and links the annotated file', async () => {
    const submitted: unknown[] = [];
    // The sheet goes up with XMLHttpRequest, so that the layer can show how far the upload is.
    const { uploads } = stubXhr();
    signedIn({
      '/api/NewPersonalCenter/GetAddressList': () =>
        envelope([
          {
            id: 1,
            name: '张晓明',
            phone: '13800000001',
            province: '上海市',
            city: '上海市',
            district: '浦东新区',
            street: '',
            address: '张江路88号',
            postalCode: '',
            isDefault: true,
          },
        ]),
      '/api/NewOrder/ParseContractSheet': () => envelope(RESULT),
      '/api/NewOrder/SubmitOrder': (_url, init) => {
        submitted.push(JSON.parse(String(init?.body)));
        return envelope({ code: 0, message: '成功', orderNo: '2026112400000124' });
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/place_order?contractId=1');
    const input = await screen.findByTestId('batch-sheet-input', {}, SLOW);
    expect(input.getAttribute('accept')).toBe('.xlsx,.csv');
    expect((await screen.findByTestId('sampling-address', {}, SLOW)).textContent).toContain('张晓明 138****0001');
    await user.upload(input, new File(['产品编码*,样本名称*'], '批量下单表.csv', { type: 'text/csv' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const upload = uploads[0]!;
    expect(upload.url).toBe('/api/NewOrder/UploadContractSheet');
    expect(((upload.body as FormData).get('file') as File).name).toBe('批量下单表.csv');
    act(() => upload.progress(40, 100));
    expect(screen.getByTestId('batch-sheet-stage').textContent).toBe('上传中… 40%');
    expect(screen.getByRole('progressbar', { name: '上传进度' }).getAttribute('aria-valuenow')).toBe('40');
    act(() => upload.respond(200, envelope({ files: [{ url: 'coi/sample-sheets/7/a.xlsx' }] })));
    const table = await screen.findByRole('table', { name: '校验结果' }, SLOW);
    expect(within(table).getByText('第3行 L列：i7 index格式不正确')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载标注文件' }).getAttribute('href')).toBe(RESULT.annotatedPath);
    await user.click(screen.getByRole('button', { name: /下单（1 行有效）/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate_order'), SLOW);
    expect(submitted[0]).toMatchObject({ propertyType: 1, contractId: 1, skuList: [{ skuId: 50, count: 1 }] });
  });
});

describe('/contract_show', { timeout: 30_000 }, () => {
  it("offers a template per kind of the contract's own products and downloads it through GetContractTemplate", async () => {
    const asked: URLSearchParams[] = [];
    const opened: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    signedIn({
      '/api/NewOrder/GetContractTemplate': (url) => {
        asked.push(url.searchParams);
        return envelope({ path: 'http://s3.local/template.xlsx' });
      },
    });
    const user = userEvent.setup();
    renderApp('/contract_show');
    const choices = await screen.findAllByTestId('contract-template-choice', {}, SLOW);
    expect(choices.map((choice) => within(choice).getByText(/下单模板$/).textContent)).toEqual([
      '生物样本下单模板',
      '文库下单模板',
    ]);
    expect(
      within(choices[0]!).getByText(/人全基因组重测序（PE150 · 30X）、人全外显子测序（PE150 · 100X）/),
    ).toBeTruthy();
    await user.click(within(choices[1]!).getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(opened).toEqual(['http://s3.local/template.xlsx']), SLOW);
    expect(asked[0]?.get('contractId')).toBe('1');
    expect(asked[0]?.get('skuId')).toBe('50');
    expect(
      within(choices[1]!)
        .getByRole('link', { name: /点击此处下载/ })
        .getAttribute('href'),
    ).toBe('http://s3.local/template.xlsx');
    click.mockRestore();
  });

  it('says 无可用合同模板 for a contract without products', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/contract_show');
    await user.click(await screen.findByRole('combobox', { name: '选择合同' }, SLOW));
    await user.click(await screen.findByRole('option', { name: /单细胞与三代测序专项合同/ }, SLOW));
    expect(await screen.findByText('无可用合同模板', {}, SLOW)).toBeTruthy();
    expect(screen.queryAllByTestId('contract-template-choice')).toHaveLength(0);
  });

  it('shows the approval notice instead of templates for auditType 2', async () => {
    signedIn({}, 2);
    renderApp('/contract_show');
    expect(await screen.findByText(/请等待账号审核通过/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('contract-show')).toBeNull();
  });
});

describe('/order_introduce', { timeout: 30_000 }, () => {
  it('explains every column with its rule and shows a filled row', async () => {
    signedIn();
    renderApp('/order_introduce');
    const layer = await screen.findByTestId('order-introduce', {}, SLOW);
    const picture = within(layer).getByRole('img', { name: '文库信息表已填写的一行示例' });
    expect(within(picture).getByText('CCGCGGTT')).toBeTruthy();
    expect(within(picture).getByText('*i7 index')).toBeTruthy();
    expect(within(layer).getByText('工作表「Lane信息」')).toBeTruthy();
    expect(within(layer).getByText(/至少相差3个碱基/)).toBeTruthy();
    expect(screen.queryByText(/敬请期待/)).toBeNull();
  });
});
