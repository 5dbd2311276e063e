import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifier } from '@/lib/notifier';
import { renderApp, waitForLocation } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';
import {
  ORDERS_API,
  ORDER_MEMBER,
  PAY_RESULT,
  fakeOrdersApi,
  order,
  signInCustomer,
  type FakeOrdersOptions,
} from '../testing/fake-orders-api';

// The machine is shared with other suites: give asynchronous UI steps more than the default second.
const SLOW = { timeout: 15_000 };

const URL_OF_ORDER = '/generate_order?orderNo=SO202503010001&skuIds=101,201';
// The host shows one toast at a time; the store holds every toast raised and not yet dismissed.
const toasts = (): string[] =>
  notifier
    .getSnapshot()
    .filter((notice) => notice.kind === 'toast')
    .map((notice) => notice.message);
const placeButton = (): HTMLButtonElement => screen.getByTestId('place-order') as HTMLButtonElement;

async function openOrder(options: FakeOrdersOptions = {}) {
  const api = fakeOrdersApi(options);
  stubApi(api.handlers);
  signInCustomer();
  const rendered = renderApp(URL_OF_ORDER);
  await screen.findByTestId('generate-order-pay', undefined, SLOW);
  await waitFor(() => expect(screen.getAllByTestId('delivery-lab')).toHaveLength(2), SLOW);
  await waitFor(() => expect(screen.getAllByTestId('pickup-address')).toHaveLength(2), SLOW);
  return { api, ...rendered };
}

/** Fills a valid pickup order: lab, agreement and 14:xx today (the clock is fixed at 10:23 in Shanghai). */
async function fillPickup(): Promise<void> {
  await userEvent.click(screen.getAllByTestId('delivery-lab')[0]!);
  await userEvent.click(screen.getByTestId('agreement-checkbox').querySelector('input')!);
  await userEvent.click(screen.getAllByTestId('pickup-hour')[14]!);
}

describe('/generate_order', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Only the clock is fixed (2025-03-01 10:23 in Asia/Shanghai); timers stay real for the UI.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T02:23:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the goods by contract, the labs, pickup first with 闪测 and the first address chosen', async () => {
    const { api } = await openOrder();
    expect(screen.getByTestId('generate-order-no').textContent).toBe('订单号：SO202503010001');
    const goods = screen.getByTestId('generate-order-goods');
    expect(within(goods).getByText('合同A（2025框架协议）')).toBeTruthy();
    expect(
      within(goods)
        .getAllByTestId('order-goods-name')
        .map((node) => node.textContent),
    ).toEqual(['全基因组重测序', '16S扩增子测序']);
    expect(api.callsTo(ORDERS_API.labs)[0]?.query.skuIds).toBe('101,201');
    expect(
      screen
        .getAllByRole('tab')
        .slice(0, 2)
        .map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['上门取样', 'true'],
      ['快递寄送', 'false'],
    ]);
    expect(screen.getByTestId('delivery-species').textContent).toBe('闪测');
    expect(screen.getAllByTestId('pickup-address').map((card) => card.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
    ]);
    expect(screen.getByTestId('generate-order-total').textContent).toBe('¥2,600.00');
    expect(screen.getByRole('link', { name: '《购买确认条款》' }).getAttribute('href')).toBe('/config_buy');
  });

  it("checks lab, agreement and pickup time in the spec's order before calling PayOrder", async () => {
    const { api } = await openOrder();
    await userEvent.click(placeButton());
    await waitFor(() => expect(toasts()).toEqual(['请选择派送地址！']), SLOW);

    await userEvent.click(screen.getAllByTestId('delivery-lab')[1]!);
    await userEvent.click(placeButton());
    await waitFor(() => expect(toasts()).toContain('请先阅读并同意勾选服务协议及隐私条款！'), SLOW);

    await userEvent.click(screen.getByTestId('agreement-checkbox').querySelector('input')!);
    await userEvent.click(placeButton());
    await waitFor(() => expect(toasts()).toContain('请选择取样时间'), SLOW);
    expect(api.callsTo(ORDERS_API.pay)).toHaveLength(0);
  });

  it('places a pickup order with an Idempotency-Key and goes to /paytype with the barcode', async () => {
    const { api, router } = await openOrder();
    await userEvent.click(screen.getAllByTestId('pickup-address')[1]!);
    await fillPickup();
    await userEvent.click(placeButton());
    await waitForLocation(router, '/paytype?orderNo=SO202503010001', SLOW);

    const call = api.callsTo(ORDERS_API.pay)[0]!;
    expect(call.body).toEqual({
      orderNo: 'SO202503010001',
      auditType: 3,
      mode: 2,
      labName: '上海张江实验室',
      agreement: true,
      speciesId: 2,
      skuIds: '101,201',
      addersid: 32,
      datatime: '2025-03-01 14:23',
    });
    expect(call.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screen.findByTestId('paytype-barcode-no', undefined, SLOW)).textContent).toBe(PAY_RESULT.barcodeNo);
  });

  it('sends the courier mode with the optional courier number and no pickup fields', async () => {
    const { api } = await openOrder();
    await userEvent.click(screen.getByRole('tab', { name: '快递寄送' }));
    await userEvent.click(screen.getAllByTestId('delivery-lab')[0]!);
    await userEvent.click(screen.getByTestId('agreement-checkbox').querySelector('input')!);
    await userEvent.type(screen.getByTestId('courier-number'), ' SF1234567890 ');
    await userEvent.click(placeButton());
    await waitFor(() => expect(api.callsTo(ORDERS_API.pay)).toHaveLength(1), SLOW);
    const body = api.callsTo(ORDERS_API.pay)[0]!.body;
    expect(body).toMatchObject({ mode: 1, couriernumber: 'SF1234567890', speciesId: 2 });
    expect(body).not.toHaveProperty('datatime');
    expect(body).not.toHaveProperty('addersid');
  });

  it("shows the chosen lab's receiving address, recipient and phone in courier mode, and on /paytype", async () => {
    await openOrder();
    await userEvent.click(screen.getByRole('tab', { name: '快递寄送' }));
    expect(screen.getByTestId('lab-address-missing')).toBeTruthy();
    await userEvent.click(screen.getAllByTestId('delivery-lab')[1]!);
    const card = await screen.findByTestId('lab-address', undefined, SLOW);
    expect(within(card).getByTestId('lab-address-line').textContent).toBe('武汉市东湖新技术开发区高新大道666号');
    expect(within(card).getByTestId('lab-recipient').textContent).toBe('刘洋');
    expect(within(card).getByTestId('lab-phone').textContent).toBe('027-87001234');
    await userEvent.click(screen.getByTestId('agreement-checkbox').querySelector('input')!);
    await userEvent.click(placeButton());
    const summary = await screen.findByTestId('paytype-summary', undefined, SLOW);
    expect(within(summary).getByTestId('lab-address').textContent).toContain('武汉市东湖新技术开发区高新大道666号');
    expect(within(summary).getByTestId('lab-recipient').textContent).toBe('刘洋');
  });

  it('labels the payment 线下结算（待PM确认） for a personal account without credit, never 授信支付', async () => {
    await openOrder({ member: { ...ORDER_MEMBER, auditType: 0, balance: null } });
    await waitFor(() => expect(screen.getByTestId('payment-label').textContent).toBe('线下结算（待PM确认）'), SLOW);
    expect(screen.getByTestId('generate-order-pay').textContent).not.toContain('授信');
  });

  it('asks on insufficient credit (185): 取消下单 stays, 完成下单 places it with confirmCredit', async () => {
    const { api, router } = await openOrder({
      payAnswers: [
        envelope(null, 185, '您的额度不足'),
        envelope(null, 185, '您的额度不足'),
        envelope({ ...PAY_RESULT, creditPending: true }),
      ],
    });
    await fillPickup();
    await userEvent.click(placeButton());
    let dialog = await screen.findByTestId('credit-dialog', undefined, SLOW);
    expect(within(dialog).getByText('您的额度不足，下单后不会开始实验')).toBeTruthy();
    expect(within(dialog).getByText('需要您及时联系PM处理')).toBeTruthy();
    expect(toasts()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消下单' }));
    await waitFor(() => expect(screen.queryByTestId('credit-dialog')).toBeNull(), SLOW);
    expect(router.state.location.pathname).toBe('/generate_order');
    expect(placeButton().disabled).toBe(false);

    await userEvent.click(placeButton());
    dialog = await screen.findByTestId('credit-dialog', undefined, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: '完成下单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paytype'), SLOW);
    const [first, retry, confirmed] = api.callsTo(ORDERS_API.pay);
    expect(first!.body).not.toHaveProperty('confirmCredit');
    // The same body again is a retry and keeps its key; confirming is a new request with a new key.
    expect(retry!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    expect(confirmed!.body).toMatchObject({ confirmCredit: true });
    expect(confirmed!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
    expect((await screen.findByTestId('paytype-credit-pending', undefined, SLOW)).textContent).toContain(
      '您的额度不足',
    );
  });

  it('opens /buy_error on 182', async () => {
    const { router } = await openOrder({ payAnswers: [envelope(null, 182, '下单设置未填写，请前往下单设置补充')] });
    await fillPickup();
    await userEvent.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy_error'), SLOW);
    const layer = await screen.findByTestId('layer-modal', undefined, SLOW);
    // The layer's body loads on demand (issue 22): its chunk arrives after the dialog frame.
    expect(await within(layer).findByText('下单设置未填写，请前往下单设置补充', undefined, SLOW)).toBeTruthy();
    expect(within(layer).getByTestId('buy-error-settings')).toBeTruthy();
    expect(toasts()).toEqual([]);
  });

  it('opens customer service when the answer says 客服', async () => {
    const { router } = await openOrder({
      payAnswers: [envelope({ orderNo: 'SO202503010001', msg: '客服' }, 422, '订单中的商品已下架，请联系客服')],
    });
    await fillPickup();
    await userEvent.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/kefu'), SLOW);
  });

  it('shows any other refusal and stops loading, staying on the page', async () => {
    const { router } = await openOrder({
      payAnswers: [envelope(null, 186, '未付款金额已达上限，暂停下单，请联系客服')],
    });
    await fillPickup();
    await userEvent.click(placeButton());
    await waitFor(() => expect(toasts()).toEqual(['未付款金额已达上限，暂停下单，请联系客服']), SLOW);
    expect(router.state.location.pathname).toBe('/generate_order');
    await waitFor(() => expect(placeButton().disabled).toBe(false), SLOW);
  });

  it('does not offer to place an order that was already placed', async () => {
    const api = fakeOrdersApi({ orders: [order({ orderStatus: { id: 2, name: '待收样' } })] });
    stubApi(api.handlers);
    signInCustomer();
    renderApp(URL_OF_ORDER);
    expect((await screen.findByTestId('generate-order-placed', undefined, SLOW)).textContent).toContain('该订单已提交');
    expect(screen.queryByTestId('place-order')).toBeNull();
  });

  it('says so when the order has no goods', async () => {
    stubApi(fakeOrdersApi({ orders: [] }).handlers);
    signInCustomer();
    renderApp(URL_OF_ORDER);
    expect(await screen.findByText('未查询到该订单的商品', undefined, SLOW)).toBeTruthy();
  });
});
