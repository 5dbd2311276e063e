import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingReportRow, ListResponse } from '@seqportal/contract';
import { describe, expect, it, vi } from 'vitest';
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

function reportRow(n: number): BillingReportRow {
  return {
    deliveryDate: null,
    receiptDate: '2026-01-12',
    overdueDay: 0,
    manageName: '张晓明',
    memberName: '王博士',
    contractId: 'HT-2026-SH-001',
    yyCode: `2026011000${String(n).padStart(4, '0')}`,
    orgName: '上海示例生物科技有限公司',
    sendTempCode: '',
    limsId: '',
    skuCode: 'WGS-30X',
    goodsName: '人全基因组重测序',
    unitPrice: '1000.01',
    targetCount: 1,
    targetDataCount: 0,
    total: '1000.01',
    actualProductionRate: 0,
    total_Value: '0.00',
    overduePayment: '0.00',
    discountPrice: '0.00',
    needPay: '1000.01',
    limsTotalGrade: '',
    limsQualityGrade: '',
  };
}

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => {
      const params = Object.fromEntries(url.searchParams);
      delete params.date;
      return params;
    });

function signedIn(handlers: Record<string, ApiHandler> = {}) {
  setToken('token-7', 'refresh-7', false);
  return stubApi({
    '/api/NewPersonalCenter/GetMemberInfo': () => envelope(MEMBER),
    '/api/NewBilling/GetContractList': () =>
      envelope([{ id: 1, name: '2026年度测序服务框架合同', contractID__c: 'HT-2026-SH-001', items: [], select: true }]),
    '/api/NewBilling/GetOverview': () =>
      envelope({ total: '5501.03', completed: '3501.03', progress: '2000.00', balance: '5999.50' }),
    '/api/NewBilling/GetBuyPie': () => envelope([]),
    '/api/NewBilling/GetOrderPie': () => envelope([{ title: '已完成', count: 0 }]),
    '/api/NewBilling/GetOrderDetail': (url) =>
      envelope(
        url.searchParams.get('type') === '1'
          ? []
          : [
              {
                orderNo: '20260110000001',
                goodsName: '人全基因组重测序',
                paymentTime: '2026-01-10T02:00:00Z',
                goodsCount: 3,
                actualAmount: '3000.03',
              },
            ],
      ),
    '/api/NewBilling/GetReport': (url) => {
      const page = Number(url.searchParams.get('page'));
      return envelope<ListResponse<BillingReportRow>>({
        list: Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => reportRow((page - 1) * 20 + i + 1)),
        page,
        pageSize: 20,
        totalCount: 25,
      });
    },
    ...handlers,
  });
}

/** Types a date into one end of the shared date-range picker (its sections: 年份, 月份, 日). */
async function typeDate(testId: string, digits: string) {
  await userEvent.click(within(screen.getByTestId(testId)).getByRole('spinbutton', { name: '年份' }));
  await userEvent.keyboard(digits);
}

describe('/billing_center', { timeout: 20_000 }, () => {
  it('shows the contracts, the overview, the detail and the first report page', async () => {
    signedIn();
    renderApp('/billing_center');
    expect(await screen.findByText('2026年度测序服务框架合同（HT-2026-SH-001）')).toBeTruthy();
    expect((await screen.findByTestId('overview-total')).textContent).toBe('5501.03');
    expect(screen.getByTestId('overview-balance').textContent).toBe('5999.50');
    expect(await screen.findAllByTestId('billing-report-row')).toHaveLength(20);
    expect(screen.getAllByTestId('billing-detail-row')).toHaveLength(1);
    // The detail scrolls inside a bounded region the keyboard can reach (a year of orders is a long list).
    const detailRegion = screen.getByRole('region', { name: '账单明细' });
    expect(detailRegion.tabIndex).toBe(0);
    expect(within(detailRegion).getAllByTestId('billing-detail-row')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: '账单报表' })).toBeNull();
    // Both pies are empty (no slice above zero).
    expect(within(screen.getByTestId('buy-pie')).getByText('暂无数据')).toBeTruthy();
    expect(within(screen.getByTestId('order-pie')).getByText('暂无数据')).toBeTruthy();
  });

  it('asks for the contract, the detail filter and the report page chosen', async () => {
    const fetchMock = signedIn();
    renderApp('/billing_center');
    await userEvent.click(await screen.findByText('2026年度测序服务框架合同（HT-2026-SH-001）'));
    await waitFor(() => expect(calls(fetchMock, '/api/NewBilling/GetOverview').at(-1)).toEqual({ contractId: '1' }));
    await userEvent.click(screen.getByTestId('detail-tab-1'));
    expect(await screen.findByText('暂无数据', { selector: 'td' })).toBeTruthy();
    expect(calls(fetchMock, '/api/NewBilling/GetOrderDetail').at(-1)).toEqual({ contractId: '1', type: '1' });
    await userEvent.click(within(screen.getByTestId('billing-report-pagination')).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(screen.getAllByTestId('billing-report-row')).toHaveLength(5));
    expect(calls(fetchMock, '/api/NewBilling/GetReport').at(-1)).toEqual({
      contractId: '1',
      page: '2',
      pageSize: '20',
    });
  });

  it('refuses an end date before the start without asking the server', async () => {
    const fetchMock = signedIn();
    renderApp('/billing_center');
    await screen.findByTestId('overview-total');
    const before = calls(fetchMock, '/api/NewBilling/GetOverview').length;
    await typeDate('billing-date-start', '20260301');
    await typeDate('billing-date-end', '20260201');
    await userEvent.click(screen.getByTestId('billing-apply'));
    expect(await screen.findByText('您选择的结束日期早于开始日期')).toBeTruthy();
    expect(calls(fetchMock, '/api/NewBilling/GetOverview')).toHaveLength(before);
  });

  it('opens the exported file in a new tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(globalThis, 'open').mockReturnValue(tab as unknown as Window);
    signedIn({ '/api/NewBilling/GetReportExport': () => envelope({ url: 'http://storage.test/report.xlsx' }) });
    renderApp('/billing_center');
    await userEvent.click(await screen.findByTestId('billing-export'));
    await waitFor(() => expect(tab.location.href).toBe('http://storage.test/report.xlsx'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    open.mockRestore();
  });

  it('shows a retry when the report fails', async () => {
    signedIn({ '/api/NewBilling/GetReport': () => envelope(null, 500, '服务器异常') });
    renderApp('/billing_center');
    expect(await screen.findByText('账单报表加载失败')).toBeTruthy();
  });
});
