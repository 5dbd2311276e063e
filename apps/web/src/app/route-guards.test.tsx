import { routes, type AdminLoginResponse } from '@seqportal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER_PATHS, routeAccess } from '@/config/route-access';
import { readLayerState } from '@/lib/layer-navigation';
import { clearStaffSession, saveStaffSession } from '@/lib/staff-session';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';
import { signInTestMember, TEST_MEMBER } from '@/testing/test-member';

const SLOW = { timeout: 15_000 };
const memberApi = { [routes.GetMemberInfo.path]: () => envelope(TEST_MEMBER) };

function staffLogin(roles: AdminLoginResponse['roles']): void {
  saveStaffSession({ token: 'staff-token', username: 'zhou', displayName: '周敏', roles, expiresIn: 900 });
}

afterEach(() => clearStaffSession());

describe('the route table', () => {
  it('marks the customer pages, the staff tools and leaves the rest open', () => {
    for (const path of CUSTOMER_PATHS) expect(routeAccess(path).kind, path).toBe('customer');
    expect(routeAccess('/lab').kind).toBe('staff');
    expect(routeAccess('/lab/certifications').kind).toBe('staff');
    expect(routeAccess('/support_desk')).toMatchObject({ kind: 'staff', roles: ['support', 'admin'] });
    for (const path of ['/', '/all_goods', '/all_goods/detail', '/login', '/register', '/contact_us', '/labs']) {
      expect(routeAccess(path).kind, path).toBe('public');
    }
    // /kefu?url=… embeds an external chat, open to visitors; a javascript: address is not one.
    expect(routeAccess('/kefu', '?url=https%3A%2F%2Fchat.example.cn%2F').kind).toBe('public');
    expect(routeAccess('/kefu', '?url=javascript%3Aalert(1)').kind).toBe('customer');
  });
});

describe('the customer guard', { timeout: 30_000 }, () => {
  it('sends a visitor to the login prompt over the page, which shows the prompt in place', async () => {
    stubApi();
    const { router } = renderApp('/my_order?status=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/need_login'), SLOW);
    // The way back: the page the visitor asked for lies beneath the layer.
    const { backgroundLocation } = readLayerState(router.state.location.state);
    expect(backgroundLocation).toMatchObject({ pathname: '/my_order', search: '?status=2' });
    const layer = await screen.findByTestId('layer-modal', undefined, SLOW);
    expect(within(layer).getByText('需要识别您的身份, 请先登录')).toBeTruthy();
    expect(screen.getByTestId('login-required')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '我的订单', hidden: true })).toBeNull();

    // Cancelling returns to the page, which keeps its prompt and does not bounce back to the layer.
    await userEvent.click(within(layer).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_order'));
    await waitFor(() => expect(screen.queryByTestId('layer-modal')).toBeNull(), SLOW);
    expect(screen.getByTestId('login-required')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=2');
  });

  it('prompts again on the next customer page the visitor opens', async () => {
    stubApi();
    const { router } = renderApp('/contact_us');
    await screen.findByTestId('shell-logo', undefined, SLOW);
    expect(router.state.location.pathname).toBe('/contact_us');
    await act(() => router.navigate('/billing_center'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/need_login'), SLOW);
    expect(readLayerState(router.state.location.state).backgroundLocation?.pathname).toBe('/billing_center');
  });

  it('shows a signed-in customer the page', async () => {
    stubApi(memberApi);
    signInTestMember();
    const { router } = renderApp('/my_order');
    expect(await screen.findByRole('heading', { name: '我的订单' }, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my_order');
    expect(screen.queryByTestId('login-required')).toBeNull();
  });

  it('asks a visitor on a print sheet to log in in place (a sheet has no layers)', async () => {
    stubApi();
    const { router } = renderApp('/order_print?orderNo=SO1');
    await screen.findByTestId('login-required', undefined, SLOW);
    expect(router.state.location.pathname).toBe('/order_print');
    expect(screen.queryByTestId('layer-modal')).toBeNull();
  });

  it('lets a visitor open an external chat on /kefu', async () => {
    stubApi();
    renderApp(`/kefu?url=${encodeURIComponent('https://chat.example.cn/')}`);
    expect((await screen.findByTestId('kefu-frame', undefined, SLOW)).getAttribute('src')).toBe(
      'https://chat.example.cn/',
    );
    expect(screen.queryByTestId('login-required')).toBeNull();
  });
});

describe('the staff guard', { timeout: 30_000 }, () => {
  it('refuses a signed-in customer: the staff tools ask for a staff sign-in', async () => {
    stubApi(memberApi);
    signInTestMember();
    renderApp('/support_desk');
    await screen.findByTestId('lab-login-form', undefined, SLOW);
    expect(screen.getByRole('heading', { name: '客服工作台' })).toBeTruthy();
    expect(document.title).toContain('客服工作台');
  });

  it('asks for a staff sign-in on every /lab page', async () => {
    stubApi(memberApi);
    signInTestMember();
    renderApp('/lab/certifications');
    await screen.findByTestId('lab-login-form', undefined, SLOW);
    expect(screen.getByRole('heading', { name: '实验室工作台' })).toBeTruthy();
  });

  it('refuses a staff member without the role the tool needs, with the way back to /lab and a sign-out', async () => {
    stubApi();
    staffLogin(['lab']);
    renderApp('/support_desk');
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toContain('该账号没有客服权限');
    expect(screen.queryByTestId('lab-login-form')).toBeNull();
    expect(screen.getByRole('heading', { name: '客服工作台' })).toBeTruthy();
    expect(screen.getByText('当前账号：周敏')).toBeTruthy();
    expect(document.title).toContain('客服工作台');
    expect(screen.getByRole('link', { name: '返回实验室工作台' }).getAttribute('href')).toBe('/lab');
    // Signing out offers the sign-in form, to come back with an account that has the role.
    await userEvent.click(screen.getByRole('button', { name: '退出' }));
    await screen.findByTestId('lab-login-form', undefined, SLOW);
  });
});
