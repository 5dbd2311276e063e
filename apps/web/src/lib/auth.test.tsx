import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';
import { notifier } from './notifier';
import { getToken, setToken } from './session';

const member = {
  id: 7,
  nickName: '王博士',
  phone: '13800000001',
  account: 'wang',
  companyName: '上海示例生物科技有限公司',
  email: null,
  auditType: 3,
  balance: null,
};

describe('session: restore at start and logout', () => {
  it('restores a stored session: member info first, then the cart count, and greets by nick name', async () => {
    setToken('kept', 'kept-refresh', true);
    const fetchMock = stubApi({
      '/api/NewPersonalCenter/GetMemberInfo': () => envelope(member),
      '/api/NewShoppingCart/GetShoppingCartCount': () => envelope({ count: 2 }),
    });
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('shell-greeting').textContent).toBe('您好，王博士'));
    await waitFor(() => expect(screen.getByTestId('shell-cart-badge').textContent).toBe('2'));
    const order = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost').pathname)
      .filter((path) => path.includes('GetMemberInfo') || path.includes('GetShoppingCartCount'));
    expect(order.slice(0, 2)).toEqual([
      '/api/NewPersonalCenter/GetMemberInfo',
      '/api/NewShoppingCart/GetShoppingCartCount',
    ]);
  });

  it('logs out: revokes server-side with the refresh token, clears, says 已退出 and goes home after 300 ms', async () => {
    setToken('live', 'live-refresh', true);
    const fetchMock = stubApi({ '/api/NewPersonalCenter/GetMemberInfo': () => envelope(member) });
    const { router } = renderApp('/all_goods');
    await waitFor(() => expect(screen.getByTestId('shell-greeting').textContent).toBe('您好，王博士'));

    await userEvent.click(screen.getByRole('button', { name: '退出' }));

    expect(getToken()).toBeNull();
    expect(notifier.getSnapshot().map((n) => n.message)).toContain('已退出');
    const logout = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/NewLogin/Logout'));
    expect((logout?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer live');
    expect(logout?.[1]?.body).toBe('{"refreshToken":"live-refresh"}');
    expect(router.state.location.pathname).toBe('/all_goods');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByTestId('shell-greeting').textContent).toBe('您好，欢迎来到SeqPortal');
  });
});

describe('session: token rotation', () => {
  it('keeps greeting the member while member info reloads under a refreshed token', async () => {
    setToken('first', 'refresh-1', false);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = stubApi({ '/api/NewPersonalCenter/GetMemberInfo': () => envelope(member) });
    const answer = fetchMock.getMockImplementation()!;
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('shell-greeting').textContent).toBe('您好，王博士'));

    // Member info for the rotated token is slow to answer; the greeting must not drop to "visitor" meanwhile.
    fetchMock.mockImplementation(async (input, init) => {
      await held;
      return answer(input, init);
    });
    act(() => setToken('second', 'refresh-2', false));
    expect(screen.getByTestId('shell-greeting').textContent).toBe('您好，王博士');
    release();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([, init]) => (init?.headers as Record<string, string>).Authorization === 'Bearer second',
        ),
      ).toBe(true),
    );
    expect(screen.getByTestId('shell-greeting').textContent).toBe('您好，王博士');
  });
});
