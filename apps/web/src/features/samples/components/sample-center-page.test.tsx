import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListResponse, SampleCentreRow, SampleColumn, SampleDetail } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi, type ApiHandler } from '@/testing/stub-api';
import { API } from '../testing/sample-sheet-fixtures';

const MEMBER = {
  id: 7,
  nickName: '王博士',
  phone: '13800000001',
  account: 'wang',
  companyName: '上海示例生物科技有限公司',
  email: '',
  auditType: 3,
  balance: null,
};
const COLUMNS: SampleColumn[] = [
  { key: 'type', title: '样本类型' },
  { key: 'createTime', title: '提交时间' },
  { key: 'schedule', title: '进度' },
  { key: 'goodsName', title: '产品名称' },
  { key: 'orderNo', title: '订单号' },
  { key: 'species', title: '物种' },
];

function rows(count: number, from = 1): SampleCentreRow[] {
  return Array.from({ length: count }, (_, i) => ({
    codeNo: `SC2026${String(from + i).padStart(4, '0')}`,
    type: '文库',
    createTime: '2026-01-05T09:30:00+08:00',
    schedule: '已收样',
  }));
}

function signedIn(handlers: Record<string, ApiHandler>) {
  setToken('token-7', 'refresh-7', false);
  return stubApi({
    '/api/NewPersonalCenter/GetMemberInfo': () => envelope(MEMBER),
    [API.sampleColumns]: () => envelope(COLUMNS),
    ...handlers,
  });
}

/** The whole app renders first; the first render under jsdom can take more than the default second. */
const findRows = () => screen.findAllByTestId('sample-row');

const listQueries = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === API.sampleList)
    .map((url) => {
      const params = Object.fromEntries(url.searchParams);
      delete params.date;
      return params;
    });

/** Types digits into a date picker's sections (year, month, day), as a customer does with the keyboard. */
async function typeDate(testId: string, digits: string) {
  await userEvent.click(within(screen.getByTestId(testId)).getByRole('spinbutton', { name: '年份' }));
  await userEvent.keyboard(digits);
}

describe('/sample_center', { timeout: 20_000 }, () => {
  it('lists samples with the default columns, the time split into date and time, and pages', async () => {
    const fetchMock = signedIn({
      [API.sampleList]: (url) => {
        const page = Number(url.searchParams.get('pageIndex'));
        return envelope<ListResponse<SampleCentreRow>>({
          list: rows(page === 1 ? 10 : 2, page === 1 ? 1 : 11),
          page,
          pageSize: 10,
          totalCount: 12,
        });
      },
    });
    const { router } = renderApp('/sample_center');
    const table = await findRows();
    expect(table).toHaveLength(10);
    expect(table[0]!.textContent).toContain('SC20260001');
    expect(table[0]!.textContent).toContain('2026-01-05 09:30:00');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '样本中心编号',
      '样本类型',
      '提交时间',
      '进度',
      '产品名称',
      '订单号',
      '操作',
    ]);

    await userEvent.click(within(screen.getByTestId('sample-pagination')).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(screen.getAllByTestId('sample-row')).toHaveLength(2));
    expect(router.state.location.search).toBe('?page=2');
    expect(listQueries(fetchMock).at(-1)).toEqual({ pageIndex: '2' });
    expect(
      within(screen.getAllByTestId('sample-row')[0]!).getByRole('link', { name: 'SC20260011' }).getAttribute('href'),
    ).toBe('/sample_center/detail?id=SC20260011');
    // The detail opens in a new tab (spec part 1 section 2); paging stays in place.
    const detail = within(screen.getAllByTestId('sample-row')[0]!).getByRole('link', { name: '查看详情' });
    expect([detail.getAttribute('target'), detail.getAttribute('rel')]).toEqual(['_blank', 'opener']);
    expect(router.state.location.pathname).toBe('/sample_center');
  });

  it("titles the sample centre's code 样本中心编号 and the tube's code with the server's title, 送样编号", async () => {
    signedIn({
      [API.sampleColumns]: () => envelope<SampleColumn[]>([{ key: 'sendTempCode', title: '送样编号' }]),
      [API.sampleList]: () =>
        envelope<ListResponse<SampleCentreRow>>({
          list: [{ ...rows(1)[0]!, sendTempCode: 'TY260105000001' }],
          page: 1,
          pageSize: 10,
          totalCount: 1,
        }),
    });
    renderApp('/sample_center');
    const [row] = await findRows();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '样本中心编号',
      '送样编号',
      '操作',
    ]);
    expect(within(row!).getAllByRole('cell')[1]!.textContent).toBe('TY260105000001');
  });

  it('shows 预计交付 as the date once received and as the turnaround rule before', async () => {
    signedIn({
      [API.sampleColumns]: () => envelope<SampleColumn[]>([{ key: 'expectedDeliveryDate', title: '预计交付' }]),
      [API.sampleList]: () =>
        envelope<ListResponse<SampleCentreRow>>({
          list: [
            { ...rows(1)[0]!, turnaroundDays: 3, expectedDeliveryDate: '2026-01-08' },
            { ...rows(1, 2)[0]!, schedule: '已寄出', turnaroundDays: 25, expectedDeliveryDate: null },
          ],
          page: 1,
          pageSize: 10,
          totalCount: 2,
        }),
    });
    renderApp('/sample_center');
    const table = await findRows();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toContain('预计交付');
    expect(table[0]!.textContent).toContain('2026-01-08');
    expect(table[1]!.textContent).toContain('收样后25个工作日');
  });

  it('filters by keyword and date range, sending enterTime with the open end filled', async () => {
    const fetchMock = signedIn({
      [API.sampleList]: () => envelope({ list: [], page: 1, pageSize: 10, totalCount: 0 }),
    });
    const { router } = renderApp('/sample_center');
    expect((await screen.findByTestId('sample-list-empty')).textContent).toBe('暂无数据');

    await userEvent.type(screen.getByTestId('sample-keyword'), 'LIB-1');
    await typeDate('sample-date-start', '20260101');
    await userEvent.click(screen.getByTestId('sample-search'));
    await waitFor(() => expect(router.state.location.search).toBe('?keyWords=LIB-1&start=2026-01-01'));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        pageIndex: '1',
        keyWords: 'LIB-1',
        enterTime: '2026-01-01~3000-12-31',
      }),
    );
  });

  it('refuses an end date before the start date', async () => {
    const fetchMock = signedIn({
      [API.sampleList]: () => envelope({ list: [], page: 1, pageSize: 10, totalCount: 0 }),
    });
    renderApp('/sample_center');
    await screen.findByTestId('sample-list-empty');
    await typeDate('sample-date-start', '20260201');
    await typeDate('sample-date-end', '20260101');
    const before = listQueries(fetchMock).length;
    await userEvent.click(screen.getByTestId('sample-search'));
    expect(await screen.findByText('您选择的结束日期早于开始日期')).toBeTruthy();
    expect(screen.getByText('请选择正确的日期！')).toBeTruthy();
    expect(listQueries(fetchMock)).toHaveLength(before);
  });

  it('filters by status', async () => {
    const fetchMock = signedIn({
      [API.sampleList]: () => envelope({ list: rows(1), page: 1, pageSize: 10, totalCount: 1 }),
    });
    renderApp('/sample_center');
    await findRows();
    await userEvent.click(screen.getByRole('combobox', { name: '样本状态' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '全部',
      '待寄送',
      '已寄出',
      '已收样',
      '质检完成',
      '上机',
      '下机',
      '测序完成',
    ]);
    await userEvent.click(await screen.findByRole('option', { name: '已收样' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ pageIndex: '1', status: 'RECEIVED' }));
  });

  it('lets the customer choose at most five columns in /sample_select', async () => {
    signedIn({ [API.sampleList]: () => envelope({ list: rows(1), page: 1, pageSize: 10, totalCount: 1 }) });
    const { router } = renderApp('/sample_center');
    await findRows();
    await userEvent.click(screen.getByTestId('choose-columns'));
    const layer = await screen.findByTestId('sample-select');
    expect(within(layer).getByTestId('selected-count').textContent).toBe('5');

    await userEvent.click(within(layer).getByRole('checkbox', { name: '物种' }));
    expect(screen.getAllByTestId('notifier-toast').map((t) => t.textContent)).toEqual(['最多只能选择5列']);
    await userEvent.click(within(layer).getByRole('checkbox', { name: '提交时间' }));
    await userEvent.click(within(layer).getByRole('checkbox', { name: '订单号' }));
    await userEvent.click(within(layer).getByRole('checkbox', { name: '物种' }));
    await userEvent.click(within(layer).getByTestId('columns-save'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sample_center'));
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
        '样本中心编号',
        '样本类型',
        '进度',
        '产品名称',
        '物种',
        '操作',
      ]),
    );
  });
});

describe('a visitor', { timeout: 20_000 }, () => {
  it('sees the login prompt in place of the sample centre, the workbench and a sample detail', async () => {
    const fetchMock = stubApi();
    for (const path of ['/sample_center', '/work', '/sample_center/detail?id=SC1']) {
      const { unmount } = renderApp(path);
      expect((await screen.findByTestId('login-required')).textContent).toContain('需要识别您的身份, 请先登录');
      unmount();
    }
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/NewOrder/GetSample'))).toBe(false);
  });
});

describe('/sample_center/detail', { timeout: 20_000 }, () => {
  const DETAIL: SampleDetail = {
    schedule: {
      scheduleList: [
        { step: 'SENT', desc: '已寄出', scheduleTime: '2026-01-06T10:00:00+08:00', complateNum: 1 },
        { step: 'RECEIVED', desc: '已收样', scheduleTime: null, complateNum: 0 },
      ],
      totalNum: 1,
      orderNo: 'SP2026010500001',
    },
    goods: [],
    samples: [
      {
        sendTempCode: 'TW2601050001',
        codeNo: 'SC20260001',
        sampleName: 'LIVER-01',
        wkName: 'LIB-1',
        barcodeImg: 'data:image/svg+xml;base64,PHN2Zy8+',
        goodsTitle: 'NovaSeq X Plus文库上机测序',
        species: '人',
        num: 1,
        dataSize: 10,
        templateType: 'LIBRARY',
        zwkName: 'S1',
        indexi7: 'CCGCGGTT',
        indexi5: 'AGCGCTAG',
        type: '双index文库',
        lanList: [{ lanId: 'L001', wkName: 'LIB-1', num: 1, phix: 1 }],
      },
    ],
  };

  it('shows the schedule, the sample rows and the code as a barcode', async () => {
    const fetchMock = signedIn({ [API.sampleDetail]: () => envelope(DETAIL) });
    renderApp('/sample_center/detail?id=SC20260001');
    expect((await screen.findByTestId('sample-code')).textContent).toBe('SC20260001');
    expect(screen.getByTestId('sample-barcode').getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('sample-barcode').getAttribute('alt')).toBe('送样编号 TW2601050001 的条形码');
    expect(screen.getAllByTestId('schedule-entry').map((row) => row.textContent)).toEqual([
      '已寄出1 / 12026-01-06 10:00',
      '已收样0 / 1—',
    ]);
    const sample = screen.getByTestId('detail-sample');
    expect(sample.textContent).toContain('CCGCGGTT');
    expect(sample.textContent).toContain('LIVER-01 / LIB-1');
    expect(sample.textContent).toContain('L001×1');
    expect(screen.getByText('未查询到该订单的商品')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes(API.sampleDetail));
    expect(new URL(String(call![0]), 'http://localhost').searchParams.get('codeNo')).toBe('SC20260001');
  });

  it("answers another customer's code (404) with 未查询到该样本", async () => {
    signedIn({ [API.sampleDetail]: () => envelope(null, 404, '未找到') });
    renderApp('/sample_center/detail?id=SC-OTHER');
    expect((await screen.findByTestId('sample-detail-missing')).textContent).toContain('未查询到该样本');
  });
});
