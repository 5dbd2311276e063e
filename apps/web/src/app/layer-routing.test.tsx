import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layers } from '@/config/layers';
import { renderApp } from '@/testing/render-app';
import { LAYER_BODIES } from './layers/layer-host';
import { stubApi } from '@/testing/stub-api';

const heading = (name: string) => screen.findByRole('heading', { name });

describe('layer routing', () => {
  it('opens /need_login over the page it was navigated from', async () => {
    stubApi();
    const { router } = renderApp('/all_goods');
    await heading('全部商品');

    await act(() => router.navigate('/need_login'));

    const layer = await screen.findByTestId('layer-modal');
    expect(within(layer).getByText('需要识别您的身份, 请先登录')).toBeTruthy();
    expect(within(layer).getByRole('button', { name: '取消' })).toBeTruthy();
    expect(within(layer).getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
    // The page beneath is still the product list, not home.
    expect(screen.getByRole('heading', { name: '全部商品', hidden: true })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/need_login');
  });

  it('closes the layer whenever the path changes', async () => {
    stubApi();
    const { router } = renderApp('/all_goods');
    await heading('全部商品');
    await act(() => router.navigate('/need_login'));
    await screen.findByTestId('layer-modal');

    await act(() => router.navigate('/contact_us'));

    // The page loads on demand (its chunk first); the layer closes as it arrives.
    await waitFor(() => expect(screen.queryByTestId('layer-modal')).toBeNull());
    expect(router.state.location.pathname).toBe('/contact_us');
  });

  it('shows a layer opened directly over the home page', async () => {
    stubApi();
    renderApp('/need_login');
    const layer = await screen.findByTestId('layer-modal');
    expect(within(layer).getByText('需要识别您的身份, 请先登录')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '一站式基因测序服务平台', hidden: true })).toBeTruthy();
  });

  it('returns to the page beneath when the layer is cancelled', async () => {
    stubApi();
    // The home page: open to visitors (the sample centre, used before, now asks them to log in).
    const { router } = renderApp('/');
    await heading('一站式基因测序服务平台');
    await act(() =>
      router.navigate('/need_login', { state: { backgroundLocation: router.state.location, layerDepth: 1 } }),
    );
    const layer = await screen.findByTestId('layer-modal');

    await userEvent.click(within(layer).getByRole('button', { name: '取消' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByTestId('layer-modal')).toBeNull());
    expect(screen.getByRole('heading', { name: '一站式基因测序服务平台' })).toBeTruthy();
  });

  it('has a screen for every layer of the table', () => {
    expect(layers.filter((layer) => !LAYER_BODIES[layer.path]).map((layer) => layer.path)).toEqual([]);
  });

  it('gives every layer its title and its own screen, and keeps /choice_login open on Escape', async () => {
    stubApi();
    // Every layer of the table is built now (the last placeholders, /fix_phone and /order_introduce: issues 18, 16).
    const { router } = renderApp('/fix_phone');
    let layer = await screen.findByTestId('layer-modal');
    expect(within(layer).getByRole('heading', { name: '修改手机号' })).toBeTruthy();
    // A visitor is asked to log in: the layer's own screen, not a placeholder.
    expect(await within(layer).findByTestId('login-required')).toBeTruthy();
    expect(within(layer).queryByText(/敬请期待/)).toBeNull();

    await act(() => router.navigate('/choice_login'));
    layer = await screen.findByTestId('layer-modal');
    expect(within(layer).getByRole('heading', { name: '选择登录身份' })).toBeTruthy();
    expect(within(layer).queryByRole('button', { name: '关闭' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/choice_login');
  });
});

describe('pages', () => {
  it('shows a customer page inside the shell, asking a visitor to log in', async () => {
    stubApi();
    const { router } = renderApp('/bussiness_manger');
    expect(await screen.findByTestId('login-required')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/need_login'));
    expect(screen.queryByText('该页面正在建设中，敬请期待')).toBeNull();
    expect(await screen.findByTestId('shell-footer')).toBeTruthy();
  });

  it('shows a 404 page inside the shell for unknown paths', async () => {
    stubApi();
    renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByTestId('shell-logo')).toBeTruthy();
  });
});
