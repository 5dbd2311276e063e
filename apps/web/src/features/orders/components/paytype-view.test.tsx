import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { stubApi } from '@/testing/stub-api';
import { ORDERS_API, ORDER_MEMBER, fakeOrdersApi, order, signInCustomer } from '../testing/fake-orders-api';

// The machine is shared with other suites: give asynchronous UI steps more than the default second.
const SLOW = { timeout: 15_000 };

const PLACED = order({
  orderStatus: { id: 2, name: '待收样' },
  methodId: 2,
  barcodeNo: 'YB2503010001',
  barcodeImg: 'data:image/png;base64,iVBORw0KGgo=',
});

describe('/paytype', { timeout: 20_000 }, () => {
  it('reads the order back after a reload and shows the number, the credit total and the barcode', async () => {
    const api = fakeOrdersApi({ orders: [PLACED] });
    stubApi(api.handlers);
    signInCustomer();
    renderApp('/paytype?orderNo=SO202503010001');
    expect((await screen.findByTestId('paytype-order-no', undefined, SLOW)).textContent).toBe('SO202503010001');
    expect(api.callsTo(ORDERS_API.details)[0]?.query.orderNo).toBe('SO202503010001');
    expect(screen.getByTestId('paytype-total').textContent).toBe('¥2,600.00');
    expect(screen.getByTestId('paytype-barcode-no').textContent).toBe('YB2503010001');
    expect(screen.getByTestId('paytype-barcode-img').getAttribute('src')).toBe(PLACED.barcodeImg);
    expect(screen.getByRole('link', { name: '查看订单详情' }).getAttribute('href')).toBe(
      '/my_order/detail?orderNo=SO202503010001',
    );
    expect(screen.getByRole('link', { name: '返回工作台' }).getAttribute('href')).toBe('/work');
    expect(screen.queryByTestId('paytype-credit-pending')).toBeNull();
    expect(screen.getByTestId('paytype-payment-label').textContent).toBe('授信支付');
  });

  it('names the payment 线下结算（待PM确认） for a customer without credit, 授信支付 with credit', async () => {
    stubApi(fakeOrdersApi({ orders: [PLACED], member: { ...ORDER_MEMBER, balance: null } }).handlers);
    signInCustomer();
    renderApp('/paytype?orderNo=SO202503010001');
    const label = await screen.findByTestId('paytype-payment-label', undefined, SLOW);
    await waitFor(() => expect(label.textContent).toBe('线下结算（待PM确认）'), SLOW);
    expect(screen.getByTestId('paytype-summary').textContent).not.toContain('授信');
  });

  it("prints with the browser's print dialog", async () => {
    stubApi(fakeOrdersApi({ orders: [PLACED] }).handlers);
    signInCustomer();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp('/paytype?orderNo=SO202503010001');
    await userEvent.click(await screen.findByTestId('paytype-print', undefined, SLOW));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('counts down 10 seconds and then goes to /my_order', async () => {
    stubApi(fakeOrdersApi({ orders: [PLACED] }).handlers);
    signInCustomer();
    // Fake timeouts from the start, so that the countdown's own timers are the fake ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = renderApp('/paytype?orderNo=SO202503010001');
    const tick = (ms: number) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    for (let step = 0; step < 50 && !screen.queryByTestId('paytype-countdown'); step += 1) await tick(5);
    expect(screen.getByTestId('paytype-countdown').textContent).toMatch(/^10 秒后自动跳转到/);
    // Each second re-renders and schedules the next one, so time moves a second at a time.
    for (let second = 0; second < 9; second += 1) await tick(1000);
    expect(screen.getByTestId('paytype-countdown').textContent).toMatch(/^1 秒后/);
    expect(router.state.location.pathname).toBe('/paytype');
    await tick(1000);
    expect(router.state.location.pathname).toBe('/my_order');
    vi.useRealTimers();
  });

  it("says so for an order that is not the customer's (or does not exist)", async () => {
    stubApi(fakeOrdersApi({ orders: [] }).handlers);
    signInCustomer();
    renderApp('/paytype?orderNo=SO999');
    expect(await screen.findByText('未查询到该订单', undefined, SLOW)).toBeTruthy();
  });
});
