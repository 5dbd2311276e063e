import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '@/lib/session';
import { renderApp, waitForLocation } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';

const hotKeywords = {
  '/api/NewIndex/GetHotKeyWord': () => envelope({ hotKeyword: '全基因组测序\n\n转录组测序\r\n16S扩增子' }),
};

const MEMBER = {
  id: 7,
  nickName: '王博士',
  phone: '13800000001',
  account: 'a',
  companyName: '上海示例生物科技有限公司',
  email: null,
  auditType: 3,
  balance: null,
};

describe('shell', () => {
  it('renders logo, search, sample-box badge, footer and floating buttons', async () => {
    stubApi(hotKeywords);
    renderApp('/');
    expect(screen.getByTestId('shell-logo').getAttribute('href')).toBe('/');
    expect(screen.getByTestId('shell-search')).toBeTruthy();
    expect(screen.getByTestId('shell-cart-badge').textContent).toBe('0');
    // The footer and the floating buttons come once the browser is idle after the first render, not in it.
    expect(screen.queryByTestId('shell-footer')).toBeNull();
    expect(screen.queryByTestId('shell-kefu')).toBeNull();
    const footer = await screen.findByTestId('shell-footer');
    for (const promise of ['极速交付', '品质保障，无忧退换', '定制服务，信用支付', '售后无忧', '文库测序全流程3天']) {
      expect(within(footer).getByText(promise)).toBeTruthy();
    }
    expect(screen.getByTestId('shell-kefu').getAttribute('href')).toBe('/kefu');
    expect(screen.getByTestId('shell-greeting').textContent).toBe('您好，欢迎来到SeqPortal');
    // Back-to-top only appears after scrolling past 400 px.
    expect(screen.queryByTestId('shell-back-to-top')).toBeNull();
  });

  it('sends a visitor pressing Enter in the search box to /need_login', async () => {
    stubApi(hotKeywords);
    const { router } = renderApp('/');
    await userEvent.type(screen.getByTestId('shell-search'), 'RNA{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/need_login'));
    expect(await screen.findByTestId('layer-modal')).toBeTruthy();
  });

  it('sends a visitor to /need_login for a hot-keyword suggestion and the search button too', async () => {
    stubApi(hotKeywords);
    const { router } = renderApp('/');
    await userEvent.click(screen.getByTestId('shell-search'));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全基因组测序', '转录组测序', '16S扩增子']);
    await userEvent.click(within(listbox).getByText('转录组测序'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/need_login'));
    expect(await screen.findByTestId('layer-modal')).toBeTruthy();

    await act(() => router.navigate('/'));
    // The layer closes with a transition; until it is gone the page behind it is hidden from the accessibility tree.
    await waitFor(() => expect(screen.queryByTestId('layer-modal')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/need_login'));
  });

  it('searches the catalogue for a signed-in customer who picks a hot keyword', async () => {
    setToken('good-token', null, false);
    stubApi({ ...hotKeywords, '/api/NewPersonalCenter/GetMemberInfo': () => envelope([MEMBER]) });
    const { router } = renderApp('/');
    await waitFor(() => expect(screen.getByTestId('shell-greeting').textContent).toBe('您好，王博士'));
    await userEvent.click(screen.getByTestId('shell-search'));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByText('转录组测序'));
    await waitForLocation(router, `/all_goods?search=${encodeURIComponent('转录组测序')}`);
  });

  it('greets a signed-in customer, counts the sample box and searches on Enter', async () => {
    setToken('good-token', null, false);
    stubApi({
      ...hotKeywords,
      '/api/NewPersonalCenter/GetMemberInfo': () =>
        envelope([
          {
            id: 7,
            nickName: '王博士',
            phone: '13800000001',
            account: 'a',
            companyName: '上海示例生物科技有限公司',
            email: null,
            auditType: 3,
            balance: null,
          },
        ]),
      '/api/NewShoppingCart/GetShoppingCartCount': () => envelope({ count: 3 }),
    });
    const { router } = renderApp('/');
    await waitFor(() => expect(screen.getByTestId('shell-greeting').textContent).toBe('您好，王博士'));
    await waitFor(() => expect(screen.getByTestId('shell-cart-badge').textContent).toBe('3'));

    await userEvent.type(screen.getByTestId('shell-search'), '外显子{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/all_goods'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('外显子');
  });

  it('renders the shell without error toasts when the API is down', async () => {
    stubApi({
      '/api/NewIndex/GetHotKeyWord': () => new Response('', { status: 502 }),
    });
    renderApp('/');
    expect(await screen.findByTestId('shell-footer')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('notifier-toast')).toBeNull();
  });

  it('shows the term being listed in the search box', async () => {
    stubApi(hotKeywords);
    renderApp(`/all_goods?search=${encodeURIComponent('全基因组测序')}`);
    expect((screen.getByTestId('shell-search') as HTMLInputElement).value).toBe('全基因组测序');
  });

  it('drops an expired stored token silently at start, greets a visitor and offers the way to /login', async () => {
    setToken('expired-token', null, true);
    stubApi({ '/api/NewPersonalCenter/GetMemberInfo': () => envelope(null, 101, 'token expired') });
    renderApp('/');
    // The restore at start is a background call (spec part 2 section 4): the session is cleared without a dialog.
    await waitFor(() => expect(getToken()).toBeNull());
    await waitFor(() => expect(screen.getByTestId('shell-greeting').textContent).toBe('您好，欢迎来到SeqPortal'));
    expect(screen.queryByTestId('notifier-dialog')).toBeNull();
    const header = screen.getByTestId('shell-greeting').parentElement!;
    expect(
      within(header)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain('/login');
  });
});
