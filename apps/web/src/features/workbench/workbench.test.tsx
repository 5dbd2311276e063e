import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartRow, TodoItem } from '@seqportal/contract';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { envelope, jsonResponse, stubApi, type ApiHandler } from '@/testing/stub-api';
import { customEnterTime, DATE_INVALID, END_BEFORE_START } from './components/chart-panel';
import { orderNoOf } from './components/todo-panel';

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

const TODOS: TodoItem[] = [
  {
    title: '订单',
    content1: '待付款订单：2026112400000042',
    content2: '请确认订单信息并完成下单付款',
    theDate: '2026-11-24T02:30:00.000Z',
  },
  {
    title: '报告',
    content1: '数据已交付：2026111000000007',
    content2: '可在数据中心下载',
    theDate: '2026-11-20T02:30:00.000Z',
  },
  {
    title: '对账单',
    content1: '待确认对账单：DZ202610000001',
    content2: '请在账单中心核对并确认对账单，5个自然日内未回复视为确认',
    theDate: '2026-11-02T01:30:00.000Z',
  },
];
const week: ChartRow[] = Array.from({ length: 7 }, (_, i) => ({
  date: `2026-11-${String(18 + i).padStart(2, '0')}`,
  orderCount: i,
  sampleCount: i * 2,
}));

const chartCalls: URLSearchParams[] = [];

function signedIn(handlers: Record<string, ApiHandler> = {}, auditType = 3) {
  chartCalls.length = 0;
  setToken('token-7', 'refresh-7', false);
  return stubApi({
    '/api/NewPersonalCenter/GetMemberInfo': () => envelope(member(auditType)),
    '/api/NewPersonalCenter/GetAddressList': () => envelope([]),
    '/api/NewWork/GetTodoList': () => envelope(TODOS),
    '/api/NewWork/GetChart': (url) => {
      chartCalls.push(url.searchParams);
      const type = url.searchParams.get('type');
      if (type === '2') return envelope([{ date: '2026-11-01', orderCount: 9, sampleCount: 30 }]);
      return envelope(week);
    },
    '/api/NewWork/GetPendingSamples': () => envelope([]),
    '/api/NewWork/GetRecentPurchases': () =>
      envelope([
        {
          goodsImg: '',
          goodsId: 3,
          skuId: 12,
          goodsName: '人全基因组重测序',
          title: 'PE150 · 30X',
          skuPrice: '2380.00',
        },
      ]),
    '/api/NewWork/GetCustomProducts': () => envelope([{ id: 3, name: '人全基因组重测序', count: 24 }]),
    '/api/NewWork/GetContractTemplateList': () => envelope([]),
    ...handlers,
  });
}

/** Types a date into one end of the shared date-range picker (its sections: 年份, 月份, 日). */
async function typeDate(testId: string, digits: string) {
  await userEvent.click(within(screen.getByTestId(testId)).getByRole('spinbutton', { name: '年份' }));
  await userEvent.keyboard(digits);
}

describe('workbench helpers', () => {
  it('reads the order number after the full-width colon', () => {
    expect(orderNoOf(TODOS[0]!)).toBe('2026112400000042');
    expect(orderNoOf({ ...TODOS[0]!, content1: '没有订单号' })).toBeNull();
  });

  it('checks a custom range with the spec texts', () => {
    expect(customEnterTime('2026-11-01', '2026-11-24')).toEqual({ enterTime: '2026-11-01~2026-11-24' });
    expect(customEnterTime('2026-11-24', '2026-11-01')).toEqual({ error: END_BEFORE_START });
    expect(customEnterTime('', '2026-11-01')).toEqual({ error: DATE_INVALID });
  });
});

describe('/work', { timeout: 20_000 }, () => {
  it('lists to-dos linking to their orders, the week chart by default, and the other panels', async () => {
    signedIn();
    renderApp('/work');
    const todos = await screen.findAllByTestId('todo-item');
    expect(todos).toHaveLength(3);
    expect(within(todos[0]!).getByRole('link', { name: '待付款订单：2026112400000042' }).getAttribute('href')).toBe(
      '/my_order/detail?orderNo=2026112400000042',
    );
    // A statement to confirm is acted on in the billing centre.
    expect(within(todos[2]!).getByRole('link', { name: '待确认对账单：DZ202610000001' }).getAttribute('href')).toBe(
      '/billing_center',
    );
    const table = await screen.findByTestId('chart-table');
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(chartCalls[0]?.get('type')).toBe('3');
    expect(within(screen.getByTestId('pending-samples-panel')).getByText('暂无数据')).toBeTruthy();
    expect(within(screen.getByTestId('contract-templates-panel')).getByText('无合同模板')).toBeTruthy();
    expect(screen.getByRole('link', { name: '再次购买' }).getAttribute('href')).toBe('/all_goods/detail?skuId=12');
    expect(
      within(screen.getByTestId('custom-products-panel')).getByRole('link', { name: '联系客服' }).getAttribute('href'),
    ).toBe('/kefu');
    expect(screen.getByTestId('one-click-order-card')).toBeTruthy();
  });

  it('lists pending samples under 送样编号, the code written on the tube, with a link to their order', async () => {
    signedIn({
      '/api/NewWork/GetPendingSamples': () =>
        envelope([
          {
            id: 7,
            orderNo: '2026112400000042',
            sendTempCode: 'TY2611240007',
            goodsName: '人全基因组重测序',
            createTime: '2026-11-24T02:00:00Z',
            count: 3,
          },
        ]),
    });
    renderApp('/work');
    const panel = await screen.findByTestId('pending-samples-panel');
    const row = await within(panel).findByTestId('pending-sample-row');
    const headings = within(panel)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['送样编号', '订单号', '产品名称', '提交时间', '管数']);
    expect(within(row).getByText('TY2611240007')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '2026112400000042' }).getAttribute('href')).toBe(
      '/my_order/detail?orderNo=2026112400000042',
    );
  });

  it('switches the chart to month and refuses a reversed custom range before asking the server', async () => {
    signedIn();
    renderApp('/work');
    await screen.findByTestId('chart-table');
    await userEvent.click(screen.getByRole('button', { name: '月' }));
    await waitFor(() => expect(chartCalls.at(-1)?.get('type')).toBe('2'));
    await waitFor(() => expect(within(screen.getByTestId('chart-table')).getAllByRole('row')).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: '自定义' }));
    const calls = chartCalls.length;
    await typeDate('chart-date-start', '20261120');
    await typeDate('chart-date-end', '20261101');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect((await screen.findByTestId('chart-range-error')).textContent).toContain(
      `${END_BEFORE_START}，${DATE_INVALID}`,
    );
    expect(chartCalls).toHaveLength(calls);
  });

  it('shows an error with a retry when a panel fails', async () => {
    signedIn({ '/api/NewWork/GetTodoList': () => jsonResponse({ message: 'down' }, 500) });
    renderApp('/work');
    const panel = await screen.findByTestId('todo-panel');
    expect(await within(panel).findByText('待办事项加载失败')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('opens the approval dialog on enterprise management while the account is under review', async () => {
    signedIn({}, 2);
    const { router } = renderApp('/work');
    const nav = await screen.findByRole('navigation', { name: '用户中心' });
    await userEvent.click(within(nav).getByRole('link', { name: '企业管理' }));
    expect(await screen.findByText('请等待账号审核通过')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/work');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(router.state.location.pathname).toBe('/work');
  });

  it('shows enterprise management to the main account only, not to a sub-account of the approved organisation', async () => {
    signedIn({ '/api/NewPersonalCenter/GetMemberInfo': () => envelope({ ...member(3), isMain: false }) });
    renderApp('/work');
    // The to-do list is the member's own: once it shows, the session (and its isMain) is known.
    await screen.findByText('待付款订单：2026112400000042');
    const nav = screen.getByRole('navigation', { name: '用户中心' });
    expect(within(nav).queryByRole('link', { name: '企业管理' })).toBeNull();
    // The rest of the approved organisation's entries stay.
    expect(within(nav).getByRole('link', { name: '合同中心' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: '账单中心' })).toBeTruthy();
  });

  it('shows enterprise management to the main account', async () => {
    signedIn({ '/api/NewPersonalCenter/GetMemberInfo': () => envelope({ ...member(3), isMain: true }) });
    renderApp('/work');
    await screen.findByText('待付款订单：2026112400000042');
    const nav = screen.getByRole('navigation', { name: '用户中心' });
    expect(within(nav).getByRole('link', { name: '企业管理' })).toBeTruthy();
  });

  it('shows approved accounts the three batch-order steps, each opening its layer', async () => {
    signedIn();
    const { router } = renderApp('/work');
    const steps = await screen.findAllByTestId('contract-step');
    expect(steps.map((step) => within(step).getByText(/^第\d步/).textContent)).toEqual([
      '第1步 下载合同模板',
      '第2步 按说明填写',
      '第3步 上传并下单',
    ]);
    await userEvent.click(within(steps[1]!).getByRole('button', { name: '填写说明' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order_introduce'));
    expect(screen.queryByTestId('contract-steps-banner')).toBeNull();
  });

  it('shows a banner instead of the steps to an account not yet approved', async () => {
    signedIn({}, 0);
    renderApp('/work');
    const banner = await screen.findByTestId('contract-steps-banner');
    expect(banner.textContent).toContain('完成机构认证');
    expect(within(banner).getByRole('link', { name: '去认证' }).getAttribute('href')).toBe('/my_info');
    expect(screen.queryByTestId('contract-steps-panel')).toBeNull();
  });

  it("downloads a contract template of the contract's own products through GetContractTemplate", async () => {
    const asked: URLSearchParams[] = [];
    const opened: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    signedIn({
      '/api/NewWork/GetContractTemplateList': () =>
        envelope([
          {
            id: 1,
            name: '2026年度测序服务框架合同（文库样本模板）',
            path: '/api/NewOrder/GetContractTemplate?skuId=50,51&contractId=1',
          },
        ]),
      '/api/NewOrder/GetContractTemplate': (url) => {
        asked.push(url.searchParams);
        return envelope({ path: 'http://s3.local/contract-template.xlsx' });
      },
    });
    renderApp('/work');
    const item = await screen.findByTestId('contract-template');
    await userEvent.click(within(item).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(opened).toEqual(['http://s3.local/contract-template.xlsx']));
    expect(asked[0]?.get('skuId')).toBe('50,51');
    expect(asked[0]?.get('contractId')).toBe('1');
    click.mockRestore();
  });
});
