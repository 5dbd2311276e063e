import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TemplateType,
  type Order,
  type OrderPrintResponse,
  type QualityReport,
  type SamplePrintDetail,
} from '@seqportal/contract';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '@/lib/notifier';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi, type ApiHandler } from '@/testing/stub-api';
import { signInTestMember, TEST_MEMBER } from '@/testing/test-member';

// The machine is shared with other suites: give asynchronous UI steps more than the default second.
const SLOW = { timeout: 15_000 };

const API = {
  memberInfo: '/api/NewPersonalCenter/GetMemberInfo',
  samples: '/api/NewOrder/GetPrintOrder',
  order: '/api/NewOrder/GetOrderPrint',
  quality: '/api/NewOrder/GetQualityReport',
  samplePdf: '/api/NewOrder/getSamplePdf',
  orderPdf: '/api/NewOrder/GetOrderPrintPdf',
} as const;

const sample = (index: number, goodsName = '全基因组重测序') => ({
  sendTempCode: `SY2025030100${index}`,
  goodsName,
  species: '人',
  num: 1,
  codeNo: `C${index}`,
  name: `样本${index}`,
  type: 'DNA',
  barcode: '',
});

const SHEET: SamplePrintDetail = {
  no: 'SO20250301001',
  url: '',
  date: '2025-03-01T02:23:00.000Z',
  company: '上海示例生物科技有限公司',
  name: '王博士',
  phone: '13800000001',
  sampleList: [sample(1), sample(2), sample(3, '转录组测序')],
  totalNum: 3,
  barcodeNo: 'BC20250301001',
  labName: '上海张江实验室',
};

const ORDER = {
  id: 1,
  orderNo: 'SO20250301001',
  contractId: null,
  contractName: null,
  orderTime: '2025-03-01T02:23:00.000Z',
  orderStatus: { id: 2, name: '待收样' },
  methodId: 1,
  type: 1,
  totalPrice: '10000.00',
  orderAmount: '10000.00',
  isPay: true,
  isExpress: true,
  isDisplay: true,
  goods: [
    {
      goodsImg: '',
      goodsName: '全基因组重测序',
      skuName: 'PE150 · 30X',
      skuPrice: '5000.00',
      goodsCount: 2,
      actualPrice: '10000.00',
    },
  ],
  sampleinformation: null,
  express: null,
} as unknown as Order;

const TAX_LINE = '税率6%，税额：566.04元，价税合计：10000.00元';

const ORDER_PRINT: OrderPrintResponse = {
  data: [ORDER],
  productList: [
    {
      skuId: 101,
      name: '全基因组重测序',
      title: 'PE150 · 30X',
      unitPrice: '5000.00',
      goodsImg: '',
      templateType: TemplateType.Library,
      select: true,
      count: 2,
    },
  ],
  provider: { name: 'SeqPortal 基因测序服务平台', logo: 'data:image/svg+xml;base64,PHN2Zy8+' },
  title: '技术服务订单',
  clauses: ['结算方式：按月结算。', '其他未尽事宜以双方签订的主合同为准。'],
  creditClause: '信用额度：客户可在信用额度内先检测后付款。',
  tax: { rate: '6%', net: '9433.96', tax: '566.04', total: '10000.00', line: TAX_LINE },
  customer: { company: '上海示例生物科技有限公司', name: '王博士', phone: '13800000001', email: 'wang@example.cn' },
  quoteDate: '2025-03-01T02:23:00.000Z',
};

const REPORT: QualityReport = {
  title: '样本质检报告',
  projectName: '全基因组重测序',
  contractNo: '',
  orderNo: 'SO20250301001',
  customerName: '王博士',
  customerUnit: '上海示例生物科技有限公司',
  internalProjectNo: 'P-001',
  receiptDate: '2025-03-02T02:00:00.000Z',
  reportDate: '2025-03-03T02:00:00.000Z',
  tester: '李工',
  testedAt: '2025-03-03T01:00:00.000Z',
  reviewer: '赵工',
  reviewedAt: '2025-03-03T02:00:00.000Z',
  rows: [
    {
      sendTempCode: 'SY202503010011',
      sampleId: 'YB-01',
      sampleName: '样本1',
      sampleType: 'DNA',
      concentration: '52.3',
      volume: '30',
      totalAmount: '1569',
      qpcrConcentration: '',
      od260280: '1.85',
      rinDin: '',
      libraryLength: '',
      totalGrade: '合格',
      qualityGrade: '合格',
      remarks: '可直接建库',
    },
  ],
  readme: [{ id: 1, name: '合格：样本满足建库要求。', list: [{ id: 2, name: '风险：可尝试建库。', list: [] }] }],
  contactEmail: 'service@seqportal.cn',
};

function openPage(path: string, handlers: Record<string, ApiHandler>) {
  const fetchMock = stubApi({ [API.memberInfo]: () => envelope(TEST_MEMBER), ...handlers });
  signInTestMember();
  return { fetchMock, ...renderApp(path) };
}

const notFound: ApiHandler = () => envelope(null, 404, '数据不存在');

describe('/sample_print', { timeout: 20_000 }, () => {
  it('shows the sheet with one barcode per sample, a table per detection item and the print buttons', async () => {
    const { fetchMock } = openPage('/sample_print?orderNo=SO20250301001', { [API.samples]: () => envelope(SHEET) });
    await screen.findByTestId('print-sheet', undefined, SLOW);
    expect(screen.getByTestId('print-title').textContent).toBe('样本信息单');
    const info = screen.getByTestId('sample-print-info');
    expect(within(info).getByText('SO20250301001')).toBeTruthy();
    expect(within(info).getByText('上海示例生物科技有限公司')).toBeTruthy();
    expect(within(info).getByText('3 管（3 个样本）')).toBeTruthy();
    expect(within(info).getByText('2025-03-01')).toBeTruthy();
    // Two detection items: two tables, the second starting a new printed page.
    const groups = screen.getAllByTestId('sample-print-group');
    expect(groups).toHaveLength(2);
    expect(groups[0]!.hasAttribute('data-print-break')).toBe(false);
    expect(groups[1]!.hasAttribute('data-print-break')).toBe(true);
    const barcodes = screen.getAllByTestId('sample-barcode');
    expect(barcodes.map((node) => node.dataset.barcode)).toEqual(['SY20250301001', 'SY20250301002', 'SY20250301003']);
    // Drawn in the browser as SVG by bwip-js.
    expect(decodeURIComponent(barcodes[0]!.getAttribute('src')!)).toContain('<svg');
    expect(screen.getByTestId('sample-print-order-barcode').dataset.barcode).toBe('BC20250301001');
    expect(screen.getByText('样本3')).toBeTruthy();
    // The order number goes to the API as the page's query.
    const call = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(call.find((url) => url.pathname === API.samples)?.searchParams.get('orderNo')).toBe('SO20250301001');

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await userEvent.click(screen.getByTestId('print-button'));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('print-button').closest('[data-print-hide]')).not.toBeNull();
  });

  it('says 订单不存在 for an order that is not the customer’s', async () => {
    openPage('/sample_print?orderNo=SO404', { [API.samples]: notFound });
    const state = await screen.findByTestId('print-not-found', undefined, SLOW);
    expect(state.textContent).toContain('订单不存在');
    expect(screen.getByTestId('print-button').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('print-sheet')).toBeNull();
  });

  it('offers a retry after a failure and shows the sheet once it loads', async () => {
    let failing = true;
    openPage('/sample_print?orderNo=SO20250301001', {
      [API.samples]: () => (failing ? envelope(null, 429, '请求过于频繁') : envelope(SHEET)),
    });
    const state = await screen.findByTestId('print-error', undefined, SLOW);
    failing = false;
    await userEvent.click(within(state).getByRole('button', { name: '重新加载' }));
    await screen.findByTestId('print-sheet', undefined, SLOW);
  });

  it('says so when the order has no samples yet', async () => {
    openPage('/sample_print?orderNo=SO20250301001', {
      [API.samples]: () => envelope({ ...SHEET, sampleList: [], totalNum: 0 }),
    });
    expect((await screen.findByTestId('sample-print-empty', undefined, SLOW)).textContent).toBe('该订单暂无样本信息');
  });

  it('downloads the PDF with the token as a blob', async () => {
    const createObjectURL = vi.fn(() => 'blob:sheet');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { fetchMock } = openPage('/sample_print?orderNo=SO20250301001', {
      [API.samples]: () => envelope(SHEET),
      [API.samplePdf]: () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent('样本信息单-SO20250301001.pdf')}`,
          },
        }),
    });
    await screen.findByTestId('print-sheet', undefined, SLOW);
    await userEvent.click(screen.getByTestId('print-download'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), SLOW);
    const pdfCall = fetchMock.mock.calls.find(([input]) => String(input).includes(API.samplePdf))!;
    expect(new Headers(pdfCall[1]?.headers).get('Authorization')).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});

describe('/order_print', { timeout: 20_000 }, () => {
  it('shows the provider, order details, products, clauses with the credit clause and the 6% tax line', async () => {
    openPage('/order_print?orderNo=SO20250301001', { [API.order]: () => envelope(ORDER_PRINT) });
    await screen.findByTestId('print-sheet', undefined, SLOW);
    expect(screen.getByTestId('print-provider').textContent).toContain('SeqPortal 基因测序服务平台');
    expect(screen.getByTestId('print-title').textContent).toBe('技术服务订单');
    const details = screen.getByTestId('order-print-details');
    expect(within(details).getByText('全基因组重测序')).toBeTruthy();
    expect(within(details).getAllByText('10000.00')).toHaveLength(1);
    expect(screen.getByTestId('order-print-tax').textContent).toBe(`不含税金额：9433.96元；${TAX_LINE}`);
    expect(within(screen.getByTestId('order-print-products')).getByText('PE150 · 30X')).toBeTruthy();
    const clauses = within(screen.getByTestId('order-print-clauses'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(clauses).toEqual([
      '1结算方式：按月结算。',
      '2其他未尽事宜以双方签订的主合同为准。',
      '3信用额度：客户可在信用额度内先检测后付款。',
    ]);
    expect(screen.getByText(`本订单金额为含税价，${TAX_LINE}。`)).toBeTruthy();
  });

  it('loads another order when orderNo changes', async () => {
    const { router } = openPage('/order_print?orderNo=SO20250301001', {
      [API.order]: (url) =>
        url.searchParams.get('orderNo') === 'SO2'
          ? envelope({ ...ORDER_PRINT, data: [{ ...ORDER, orderNo: 'SO2' }] })
          : envelope(ORDER_PRINT),
    });
    await screen.findByTestId('print-sheet', undefined, SLOW);
    await router.navigate('/order_print?orderNo=SO2');
    await waitFor(() => expect(within(screen.getByTestId('order-print-info')).getByText('SO2')).toBeTruthy(), SLOW);
  });

  it('says 订单不存在 for an unknown order and 下载PDF reports a failed download', async () => {
    openPage('/order_print?orderNo=SO404', { [API.order]: notFound });
    expect((await screen.findByTestId('print-not-found', undefined, SLOW)).textContent).toContain('订单不存在');
    expect(screen.getByTestId('print-download').hasAttribute('disabled')).toBe(true);
  });

  it('toasts the envelope when the PDF cannot be made', async () => {
    openPage('/order_print?orderNo=SO20250301001', {
      [API.order]: () => envelope(ORDER_PRINT),
      [API.orderPdf]: notFound,
    });
    await screen.findByTestId('print-sheet', undefined, SLOW);
    await userEvent.click(screen.getByTestId('print-download'));
    await waitFor(
      () =>
        expect(
          notifier
            .getSnapshot()
            .filter((notice) => notice.kind === 'toast')
            .map((notice) => notice.message),
        ).toEqual(['订单不存在']),
      SLOW,
    );
  });
});

describe('/quality_report', { timeout: 20_000 }, () => {
  it('shows the header, info block, the QC results and the readme notes', async () => {
    openPage('/quality_report?orderNo=SO20250301001', { [API.quality]: () => envelope(REPORT) });
    await screen.findByTestId('print-sheet', undefined, SLOW);
    expect(screen.getByTestId('print-title').textContent).toBe('样本质检报告');
    const info = screen.getByTestId('quality-report-info');
    expect(within(info).getByText('P-001')).toBeTruthy();
    expect(within(info).getByText('无')).toBeTruthy();
    const rows = within(screen.getByTestId('quality-report-table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'SY202503010011',
      'YB-01',
      '样本1',
      'DNA',
      '52.3',
      '30',
      '1569',
      '',
      '1.85',
      '',
      '',
      '合格',
      '合格',
      '可直接建库',
    ]);
    expect(screen.getByTestId('quality-report-readme').textContent).toContain('风险：可尝试建库。');
  });

  it('says when no QC result has been entered yet', async () => {
    openPage('/quality_report?orderNo=SO20250301001', { [API.quality]: () => envelope({ ...REPORT, rows: [] }) });
    expect((await screen.findByTestId('quality-report-empty', undefined, SLOW)).textContent).toBe('暂无质检结果');
  });

  it('says 订单不存在 for an unknown order', async () => {
    openPage('/quality_report?orderNo=SO404', { [API.quality]: notFound });
    expect((await screen.findByTestId('print-not-found', undefined, SLOW)).textContent).toContain('订单不存在');
  });
});

describe('print pages without an order or a login', () => {
  it('asks for the order number when the query has none', async () => {
    openPage('/order_print', {});
    expect((await screen.findByTestId('print-empty', undefined, SLOW)).textContent).toContain('缺少订单号');
  });

  it('asks a visitor to log in', async () => {
    stubApi({});
    renderApp('/sample_print?orderNo=SO1');
    await screen.findByTestId('login-required', undefined, SLOW);
  });
});
