import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, waitForLocation } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';
import { sampleGroups } from '../testing/cart-fixtures';
import { CART_API, fakeCartApi, signInCustomer } from '../testing/fake-cart-api';

// The machine is shared with other suites: give asynchronous UI steps more than the default second.
const SLOW = { timeout: 15_000 };

const toasts = (): string[] => screen.queryAllByTestId('notifier-toast').map((toast) => toast.textContent ?? '');
const items = (): HTMLElement[] => screen.queryAllByTestId('cart-item');
const total = (): string => screen.getByTestId('cart-selected-total').textContent ?? '';

async function openCart(api = fakeCartApi(sampleGroups())) {
  stubApi(api.handlers);
  signInCustomer();
  const rendered = renderApp('/shop_cart');
  await waitFor(() => expect(items()).toHaveLength(3), SLOW);
  return { api, ...rendered };
}

describe('/shop_cart', { timeout: 20_000 }, () => {
  it('shows the loading state, then the lines grouped by contract with the ticked count and total', async () => {
    stubApi(fakeCartApi(sampleGroups()).handlers);
    signInCustomer();
    renderApp('/shop_cart');
    expect(await screen.findByTestId('cart-loading', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(items()).toHaveLength(3), SLOW);
    expect(screen.getAllByTestId('cart-group-title').map((node) => node.textContent)).toEqual([
      '合同A（2025框架协议）',
      '非合同商品',
    ]);
    expect(screen.getByTestId('cart-selected-count').textContent).toBe('已选 2 件商品');
    expect(total()).toBe('¥2,600.00');
  });

  it('selects all, per contract and per item through ModifyGoodsStatus and updates the total', async () => {
    const { api } = await openCart();
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 转录组测序' }));
    await waitFor(() => expect(total()).toBe('¥2,600.30'), SLOW);
    expect(api.callsTo(CART_API.status).at(-1)?.body).toEqual({ skuIds: '102', status: 1 });

    await userEvent.click(screen.getByRole('checkbox', { name: '选择 合同A（2025框架协议） 的全部商品' }));
    await waitFor(() => expect(total()).toBe('¥0.20'), SLOW);
    expect(api.callsTo(CART_API.status).at(-1)?.body).toEqual({ skuIds: '101,102', status: 0 });

    await userEvent.click(screen.getByTestId('cart-select-all').querySelector('input')!);
    await waitFor(() => expect(total()).toBe('¥2,600.30'), SLOW);
    expect(api.callsTo(CART_API.status).at(-1)?.body).toEqual({ skuIds: '101,102,201', status: 1 });
    expect(screen.getByTestId('cart-selected-count').textContent).toBe('已选 3 件商品');
  });

  it('steps quantities: digits only, empty becomes 1, no decrement below 1, one ModifyGoodsQty per change', async () => {
    const { api } = await openCart();
    const line = items()[2]!;
    const input = within(line).getByTestId('cart-qty-input') as HTMLInputElement;
    expect((within(line).getByRole('button', { name: '减少数量' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(line).getByRole('button', { name: '增加数量' }));
    await waitFor(() => expect(input.value).toBe('2'), SLOW);
    expect(api.callsTo(CART_API.qty).at(-1)?.body).toEqual({ goodsCount: 2, skuId: 201, goodsId: 2010 });
    await waitFor(() => expect(within(line).getByTestId('cart-item-total').textContent).toBe('¥0.40'), SLOW);

    await userEvent.clear(input);
    await userEvent.type(input, '1a2');
    expect(input.value).toBe('12');
    fireEvent.blur(input);
    await waitFor(
      () => expect(api.callsTo(CART_API.qty).at(-1)?.body).toMatchObject({ goodsCount: 12, skuId: 201 }),
      SLOW,
    );
    expect(api.callsTo(CART_API.qty)).toHaveLength(2);

    await userEvent.clear(input);
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe('1'), SLOW);
    expect(api.callsTo(CART_API.qty).at(-1)?.body).toMatchObject({ goodsCount: 1 });
  });

  it('deletes a line after confirmation with 删除成功', async () => {
    const { api } = await openCart();
    await userEvent.click(within(items()[0]!).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除商品' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toasts()).toContain('删除成功'), SLOW);
    expect(api.callsTo(CART_API.remove)[0]?.body).toEqual({ ids: '11', isPlus: false, actID: 0, chooseSkuID: '101' });
    await waitFor(() => expect(items()).toHaveLength(2), SLOW);
  });

  it('shows 暂无样本 when the box is empty', async () => {
    stubApi(fakeCartApi([]).handlers);
    signInCustomer();
    renderApp('/shop_cart');
    expect(await screen.findByText('暂无样本', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('cart-bottom-bar')).toBeNull();
  });

  it('checks out: pre-checkout, SubmitOrder with the placeholders and a key, then /generate_order', async () => {
    const { api, router } = await openCart();
    await userEvent.click(screen.getByTestId('cart-checkout'));
    await waitForLocation(router, '/generate_order?orderNo=SO202503010001&skuIds=101%2C201', SLOW);
    expect(api.callsTo(CART_API.buyList)[0]?.query).toMatchObject({ buyType: '1', propertyType: '0' });
    const submit = api.callsTo(CART_API.submit)[0]!;
    expect(submit.body).toEqual({
      type: 2,
      propertyType: 0,
      orderAdress: { adressType: 0, realtionId: 1, expressageNum: '666' },
      skuList: [
        { skuId: 101, count: 2 },
        { skuId: 201, count: 1 },
      ],
    });
    expect(submit.headers['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('opens /buy_error when the order settings are missing, and shows other refusals and stays', async () => {
    let answer = envelope(null, 182, '下单设置未填写，请前往下单设置补充');
    const api = fakeCartApi(sampleGroups(), { override: { [CART_API.submit]: () => answer } });
    const { router } = await openCart(api);
    await userEvent.click(screen.getByTestId('cart-checkout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy_error'), SLOW);
    expect(await screen.findByText('下单设置未填写，请前往下单设置补充', undefined, SLOW)).toBeTruthy();
    expect(toasts()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop_cart'), SLOW);
    answer = envelope(null, 186, '未付款金额已达上限，暂停下单，请联系客服');
    await userEvent.click(screen.getByTestId('cart-checkout'));
    await waitFor(() => expect(toasts()).toEqual(['未付款金额已达上限，暂停下单，请联系客服']), SLOW);
    expect(router.state.location.pathname).toBe('/shop_cart');
  });

  it('disables checkout while nothing is ticked', async () => {
    const groups = sampleGroups().map((group) => ({
      ...group,
      cart: group.cart.map((item) => ({ ...item, isChecked: false })),
    }));
    stubApi(fakeCartApi(groups).handlers);
    signInCustomer();
    renderApp('/shop_cart');
    await waitFor(() => expect(items()).toHaveLength(3), SLOW);
    expect((screen.getByTestId('cart-checkout') as HTMLButtonElement).disabled).toBe(true);
    expect(total()).toBe('¥0.00');
  });

  it('asks a visitor to log in', async () => {
    stubApi();
    renderApp('/shop_cart');
    expect(await screen.findByTestId('login-required', undefined, SLOW)).toBeTruthy();
  });
});
