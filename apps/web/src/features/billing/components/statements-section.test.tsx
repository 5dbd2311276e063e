import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListResponse, StatementDetail, StatementSummary } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi, type ApiHandler } from '@/testing/stub-api';

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

const SUMMARY: StatementSummary = {
  id: 31,
  statementNo: 'DZ202610000001',
  period: '2026-10',
  contractId: 1,
  contractNo: 'HT-2026-SH-001',
  ownerName: '上海示例生物科技有限公司',
  openingBalance: '2500.00',
  chargesTotal: '999.99',
  paymentsTotal: '2000.00',
  closingBalance: '1499.99',
  status: 1,
  statusText: '待确认',
  replyDeadline: '2026-11-29',
  confirmedAt: null,
  autoConfirmed: false,
  createdAt: '2026-11-24T06:00:00Z',
};

const DETAIL: StatementDetail = {
  ...SUMMARY,
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  creditsTotal: '0.00',
  aging: { days0to30: '999.99', days31to60: '0.00', days61to90: '500.00', over90: '0.00' },
  overdueAmount: '500.00',
  latePenalty: '15.50',
  creditLimit: '10000.00',
  creditUsed: '1499.99',
  creditAvailable: '8500.01',
  lines: [
    {
      id: 501,
      lineNo: 1,
      kind: 1,
      orderNo: '2026100500000012',
      goodsName: '人全基因组重测序',
      skuCode: 'WGS-30X',
      goodsCount: 3,
      unitPrice: '333.33',
      amount: '999.99',
      lineDate: '2026-10-05',
      dueDate: '2026-11-30',
      disputed: false,
    },
  ],
  disputes: [],
};

function signedIn(handlers: Record<string, ApiHandler> = {}) {
  setToken('token-7', 'refresh-7', false);
  return stubApi({
    '/api/NewPersonalCenter/GetMemberInfo': () => envelope(MEMBER),
    '/api/NewBilling/GetContractList': () => envelope([]),
    '/api/NewBilling/GetOverview': () =>
      envelope({ total: '0.00', completed: '0.00', progress: '0.00', balance: null }),
    '/api/NewBilling/GetBuyPie': () => envelope([]),
    '/api/NewBilling/GetOrderPie': () => envelope([]),
    '/api/NewBilling/GetOrderDetail': () => envelope([]),
    '/api/NewBilling/GetReport': () => envelope({ list: [], page: 1, pageSize: 20, totalCount: 0 }),
    '/api/NewBilling/GetStatementList': () =>
      envelope<ListResponse<StatementSummary>>({ list: [SUMMARY], page: 1, pageSize: 20, totalCount: 1 }),
    '/api/NewBilling/GetStatementDetail': () => envelope(DETAIL),
    ...handlers,
  });
}

const posted = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('对账单 in /billing_center', { timeout: 20_000 }, () => {
  it('lists the statements and shows one with its balances, aging and credit', async () => {
    signedIn();
    renderApp('/billing_center');
    const list = await screen.findByTestId('statement-list');
    expect(await within(list).findByText('2026-10')).toBeTruthy();
    expect(within(list).getByText('待确认')).toBeTruthy();
    await userEvent.click(within(list).getByTestId('statement-open-31'));
    expect((await screen.findByTestId('statement-期末余额')).textContent).toBe('1499.99');
    expect(screen.getByTestId('statement-滞纳金').textContent).toBe('15.50');
    expect(screen.getByTestId('statement-61-90天').textContent).toBe('500.00');
    const labels = screen.getAllByTestId(/^statement-[^a-z]/).map((cell) => cell.dataset.testid);
    expect(labels).toEqual(
      [
        ...['期初余额', '本期应收', '本期回款', '本期减免', '期末余额', '信用额度', '已用额度', '可用额度', '滞纳金'],
        ...['0-30天', '31-60天', '61-90天', '90天以上'],
      ].map((label) => `statement-${label}`),
    );
    expect(screen.getByText('请于 2026-11-29 前确认或提出异议，逾期未回复视为确认。')).toBeTruthy();
  });

  it('shows the payments and credit notes of the month in their tables, and no dispute button on them', async () => {
    const withCredit: StatementDetail = {
      ...DETAIL,
      creditsTotal: '300.00',
      closingBalance: '1199.99',
      lines: [
        ...DETAIL.lines,
        {
          id: 501,
          lineNo: 1,
          kind: 2,
          orderNo: '2026090100000003',
          goodsName: '银行转账回款',
          skuCode: '',
          goodsCount: 0,
          unitPrice: '0.00',
          amount: '2000.00',
          lineDate: '2026-10-12',
          dueDate: null,
          disputed: false,
        },
        {
          id: 502,
          lineNo: 2,
          kind: 3,
          orderNo: '2026100500000012',
          goodsName: '质检返工减免',
          skuCode: 'JM20261020000001',
          goodsCount: 0,
          unitPrice: '0.00',
          amount: '300.00',
          lineDate: '2026-10-20',
          dueDate: null,
          disputed: false,
        },
      ],
    };
    signedIn({ '/api/NewBilling/GetStatementDetail': () => envelope(withCredit) });
    renderApp('/billing_center');
    await userEvent.click(await screen.findByTestId('statement-open-31'));
    expect((await screen.findByTestId('statement-本期减免')).textContent).toBe('300.00');
    expect(screen.getByTestId('statement-期末余额').textContent).toBe('1199.99');
    const credits = screen.getByTestId('statement-credits');
    expect(within(credits).getByText('JM20261020000001')).toBeTruthy();
    expect(within(credits).getByText('质检返工减免')).toBeTruthy();
    expect(within(credits).getByText('300.00')).toBeTruthy();
    const rowTexts = (table: HTMLElement) =>
      Array.from(table.querySelectorAll('tr'), (row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rowTexts(screen.getByTestId('statement-payments'))).toEqual([
      ['订单编号', '摘要', '回款日期', '金额'],
      ['2026090100000003', '银行转账回款', '2026-10-12', '2000.00'],
    ]);
    expect(rowTexts(credits)).toEqual([
      ['订单编号', '减免单号', '原因', '日期', '金额'],
      ['2026100500000012', 'JM20261020000001', '质检返工减免', '2026-10-20', '300.00'],
    ]);
    expect(within(screen.getByTestId('statement-lines')).queryByText('质检返工减免')).toBeNull();
    expect(screen.queryByTestId('dispute-line-2')).toBeNull();
  });

  it('asks for a comment before sending a dispute, then sends the line and the comment', async () => {
    const fetchMock = signedIn({ '/api/NewBilling/DisputeStatement': () => envelope(DETAIL) });
    renderApp('/billing_center');
    await userEvent.click(await screen.findByTestId('statement-open-31'));
    await userEvent.click(await screen.findByTestId('dispute-line-1'));
    await userEvent.click(screen.getByTestId('dispute-submit'));
    expect(await screen.findByText('请填写异议说明')).toBeTruthy();
    expect(posted(fetchMock, '/api/NewBilling/DisputeStatement')).toEqual([]);
    await userEvent.type(screen.getByTestId('dispute-comment'), '数量应为2个');
    await userEvent.click(screen.getByTestId('dispute-submit'));
    await waitFor(() =>
      expect(posted(fetchMock, '/api/NewBilling/DisputeStatement')).toEqual([
        { id: 31, lineId: 501, comment: '数量应为2个' },
      ]),
    );
  });

  it('confirms a pending statement', async () => {
    const fetchMock = signedIn({
      '/api/NewBilling/ConfirmStatement': () => envelope({ ...DETAIL, status: 2, statusText: '已确认' }),
    });
    renderApp('/billing_center');
    await userEvent.click(await screen.findByTestId('statement-open-31'));
    await userEvent.click(await screen.findByTestId('statement-confirm'));
    await waitFor(() => expect(posted(fetchMock, '/api/NewBilling/ConfirmStatement')).toEqual([{ id: 31 }]));
  });

  it('shows the empty state and a retry when the list fails', async () => {
    signedIn({
      '/api/NewBilling/GetStatementList': () => envelope({ list: [], page: 1, pageSize: 20, totalCount: 0 }),
    });
    const { unmount } = renderApp('/billing_center');
    expect(await screen.findByText('暂无对账单')).toBeTruthy();
    unmount();
    signedIn({ '/api/NewBilling/GetStatementList': () => envelope(null, 500, '服务器异常') });
    renderApp('/billing_center');
    expect(await screen.findByText('对账单加载失败')).toBeTruthy();
  });
});
