import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notifier } from '@/lib/notifier';
import { renderApp, waitForLocation } from '@/testing/render-app';
import { stubApi } from '@/testing/stub-api';
import { ORDERS_API, fakeOrdersApi, order, signInCustomer } from '../testing/fake-orders-api';

// The machine is shared with other suites: give asynchronous UI steps more than the default second.
const SLOW = { timeout: 15_000 };

const toasts = (): string[] =>
  notifier
    .getSnapshot()
    .filter((notice) => notice.kind === 'toast')
    .map((notice) => notice.message);
const cards = (): HTMLElement[] => screen.queryAllByTestId('order-card');
const card = (orderNo: string): HTMLElement => cards().find((node) => node.dataset.orderNo === orderNo)!;
const buttons = (node: HTMLElement): string[] =>
  within(node)
    .queryAllByRole('button')
    .concat(within(node).queryAllByRole('link'))
    .filter((element) => element.dataset.testid?.startsWith('order-action-'))
    .map((element) => element.textContent ?? '');

const ORDERS = [
  order({ id: 1, orderNo: 'SO1', orderStatus: { id: 1, name: '待付款' } }),
  order({ id: 2, orderNo: 'SO2', orderStatus: { id: 2, name: '待收样' }, methodId: 1, isExpress: true }),
  order({ id: 3, orderNo: 'SO3', orderStatus: { id: 2, name: '待收样' }, methodId: 2, isExpress: true }),
  order({ id: 4, orderNo: 'SO4', orderStatus: { id: 3, name: '已收样' } }),
  order({ id: 5, orderNo: 'SO5', orderStatus: { id: 4, name: '已完成' } }),
  order({ id: 6, orderNo: 'SO6', orderStatus: { id: 5, name: '已取消' } }),
];

async function openOrders(path = '/my_order', orders = ORDERS) {
  const api = fakeOrdersApi({ orders });
  stubApi(api.handlers);
  signInCustomer();
  const rendered = renderApp(path);
  await waitFor(() => expect(cards().length).toBeGreaterThan(0), SLOW);
  return { api, ...rendered };
}

describe('/my_order', { timeout: 20_000 }, () => {
  it('shows the tabs, the personal-centre menu and each order with header, goods and total', async () => {
    await openOrders();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '待付款',
      '待收样',
      '已收样',
      '已完成',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: '个人中心' }))
        .getByRole('link', { name: '我的订单' })
        .getAttribute('aria-current'),
    ).toBe('page');
    const first = card('SO1');
    expect(within(first).getByTestId('order-no').textContent).toBe('SO1');
    expect(within(first).getByText('2025-03-01 10:23:00')).toBeTruthy();
    expect(within(first).getByTestId('order-status').textContent).toBe('待付款');
    expect(within(first).getByTestId('order-sample-type').textContent).toBe('文库');
    expect(within(first).getAllByTestId('order-goods')).toHaveLength(2);
    // The total is the sum of the goods' actualPrice (2599.80 + 0.20).
    expect(within(first).getByTestId('order-total').textContent).toBe('¥2,600.00');
  });

  it('offers the buttons of each status', async () => {
    await openOrders();
    expect(buttons(card('SO1'))).toEqual(['取消订单', '查看详情', '确认付款']);
    expect(buttons(card('SO2'))).toEqual(['填写快递单号', '查看详情', '打印', '申请退款']);
    expect(buttons(card('SO3'))).toEqual(['查看详情', '申请退款']);
    expect(buttons(card('SO4'))).toEqual(['查看详情']);
    expect(buttons(card('SO5'))).toEqual(['下载交付内容']);
    expect(buttons(card('SO6'))).toEqual(['查看详情']);
    expect(within(card('SO6')).getByTestId('order-status').textContent).toBe('已取消');
    // 打印 opens the order's sample information sheet in a new tab.
    const print = within(card('SO2')).getByRole('link', { name: '打印' });
    expect(print.getAttribute('href')).toBe('/sample_print?orderNo=SO2');
    expect(print.getAttribute('target')).toBe('_blank');
    expect(within(card('SO1')).getByRole('link', { name: '确认付款' }).getAttribute('href')).toBe(
      '/generate_order?orderNo=SO1&skuIds=101%2C201',
    );
    expect(within(card('SO2')).getByRole('link', { name: '申请退款' }).getAttribute('href')).toBe(
      '/kefu?context=order&orderNo=SO2',
    );
    // Detail, download and print open in a new tab (spec part 1 section 2); the user-centre menu stays in place.
    const newTab = (link: HTMLElement) => [link.getAttribute('target'), link.getAttribute('rel')];
    expect(newTab(within(card('SO4')).getByRole('link', { name: '查看详情' }))).toEqual(['_blank', 'opener']);
    expect(newTab(within(card('SO5')).getByRole('link', { name: '下载交付内容' }))).toEqual(['_blank', 'opener']);
    expect(newTab(within(card('SO2')).getByRole('link', { name: '打印' }))).toEqual(['_blank', 'opener']);
    const menu = within(screen.getByRole('navigation', { name: '个人中心' })).getByRole('link', { name: '我的订单' });
    expect(menu.getAttribute('target')).toBeNull();
    expect(within(card('SO5')).getByRole('link', { name: '下载交付内容' }).getAttribute('href')).toBe(
      '/my_order/detail?orderNo=SO5',
    );
  });

  it('filters by tab with the status in the URL and back to page 1', async () => {
    const { api, router } = await openOrders('/my_order?page=1');
    await userEvent.click(screen.getByRole('tab', { name: '待收样' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=2'), SLOW);
    await waitFor(() => expect(cards().map((node) => node.dataset.orderNo)).toEqual(['SO2', 'SO3']), SLOW);
    expect(api.callsTo(ORDERS_API.list).at(-1)?.query).toMatchObject({ status: '2', page: '1', pageSize: '10' });
  });

  it('pages with page and pageSize in the URL', async () => {
    const many = Array.from({ length: 12 }, (_, index) => order({ id: 100 + index, orderNo: `SO${100 + index}` }));
    const { api, router } = await openOrders('/my_order?pageSize=5', many);
    expect(cards()).toHaveLength(5);
    const pager = screen.getByTestId('order-pagination');
    await userEvent.click(within(pager).getByRole('button', { name: /第 3 页|page 3/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3&pageSize=5'), SLOW);
    await waitFor(() => expect(cards().map((node) => node.dataset.orderNo)).toEqual(['SO110', 'SO111']), SLOW);
    expect(api.callsTo(ORDERS_API.list).at(-1)?.query).toMatchObject({ page: '3', pageSize: '5', status: '0' });
  });

  it('cancels a pending order only after confirmation, with 取消成功, and reloads the list', async () => {
    const { api } = await openOrders();
    await userEvent.click(within(card('SO1')).getByRole('button', { name: '取消订单' }));
    let dialog = await screen.findByRole('dialog', { name: '取消订单' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '取消订单' })).toBeNull(), SLOW);
    expect(api.callsTo(ORDERS_API.cancel)).toHaveLength(0);

    await userEvent.click(within(card('SO1')).getByRole('button', { name: '取消订单' }));
    dialog = await screen.findByRole('dialog', { name: '取消订单' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(toasts()).toContain('取消成功'), SLOW);
    expect(api.callsTo(ORDERS_API.cancel)[0]?.query.orderid).toBe('1');
    await waitFor(() => expect(within(card('SO1')).getByTestId('order-status').textContent).toBe('已取消'), SLOW);
    // Wait for the dialog to be gone: while it closes, the page beneath is hidden from the accessibility tree.
    await waitFor(() => expect(buttons(card('SO1'))).toEqual(['查看详情']), SLOW);
  });

  it('requires a value in the express dialog (请输入快递单号), then saves it and offers to correct it', async () => {
    const { api } = await openOrders();
    await userEvent.click(within(card('SO2')).getByRole('button', { name: '填写快递单号' }));
    const dialog = await screen.findByRole('dialog', { name: '填写快递单号' }, SLOW);
    await userEvent.type(within(dialog).getByTestId('express-number'), '   ');
    await userEvent.click(within(dialog).getByTestId('express-save'));
    expect(within(dialog).getByText('请输入快递单号')).toBeTruthy();
    expect(api.callsTo(ORDERS_API.express)).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('express-number'), 'SF1234567890');
    await userEvent.click(within(dialog).getByTestId('express-save'));
    await waitFor(() => expect(toasts()).toContain('修改成功'), SLOW);
    expect(api.callsTo(ORDERS_API.express)[0]?.query).toMatchObject({ expressorder: 'SF1234567890', orderid: '2' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '填写快递单号' })).toBeNull(), SLOW);
    await waitFor(() => expect(buttons(card('SO2'))).toEqual(['修改快递单号', '查看详情', '打印', '申请退款']), SLOW);
  });

  it('corrects a saved courier number: the dialog opens with it filled in and saves the new one', async () => {
    const { api } = await openOrders();
    await userEvent.click(within(card('SO2')).getByRole('button', { name: '填写快递单号' }));
    let dialog = await screen.findByRole('dialog', { name: '填写快递单号' }, SLOW);
    await userEvent.type(within(dialog).getByTestId('express-number'), 'SF1234567890');
    await userEvent.click(within(dialog).getByTestId('express-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);

    await userEvent.click(await within(card('SO2')).findByRole('button', { name: '修改快递单号' }, SLOW));
    dialog = await screen.findByRole('dialog', { name: '修改快递单号' }, SLOW);
    const input = within(dialog).getByTestId('express-number') as HTMLInputElement;
    expect(input.value).toBe('SF1234567890');
    await userEvent.clear(input);
    await userEvent.type(input, 'YT9876543210');
    await userEvent.click(within(dialog).getByTestId('express-save'));
    await waitFor(() => expect(api.callsTo(ORDERS_API.express)).toHaveLength(2), SLOW);
    expect(api.callsTo(ORDERS_API.express)[1]?.query).toMatchObject({ expressorder: 'YT9876543210', orderid: '2' });
  });

  it('shows 暂无订单 for an empty tab', async () => {
    stubApi(fakeOrdersApi({ orders: [] }).handlers);
    signInCustomer();
    renderApp('/my_order?status=4');
    expect(await screen.findByText('暂无订单', undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已完成' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('/my_order 待填写样本', { timeout: 20_000 }, () => {
  it('marks an order whose samples are missing and opens the sample entry for it', async () => {
    const { router } = await openOrders('/my_order', [
      order({ id: 1, orderNo: 'SO1', orderStatus: { id: 1, name: '待付款' }, samplesToFill: true }),
      order({ id: 2, orderNo: 'SO2', orderStatus: { id: 2, name: '待收样' }, samplesToFill: false }),
    ]);
    expect(within(card('SO1')).getByTestId('order-samples-to-fill').textContent).toBe('待填写样本');
    expect(within(card('SO2')).queryByTestId('order-samples-to-fill')).toBeNull();
    await userEvent.click(within(card('SO1')).getByTestId('order-fill-samples'));
    await waitForLocation(router, '/sample_input?orderNo=SO1', SLOW);
  });
});
