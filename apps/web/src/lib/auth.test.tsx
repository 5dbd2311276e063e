import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { LOGOUT_REDIRECT_DELAY_MS } from '@/config/constants';
import { renderApp } from '@/testing/render-app';
import { envelope, jsonResponse, stubApi } from '@/testing/stub-api';
import { SessionProvider, useSession } from './auth';
import { createQueryClient } from './query-client';
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

    // The delay is measured on a fake clock from here on, so a busy machine cannot make it pass early or late.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: '退出' }));
      });

      expect(getToken()).toBeNull();
      expect(notifier.getSnapshot().map((n) => n.message)).toContain('已退出');
      const logout = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/NewLogin/Logout'));
      expect((logout?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer live');
      expect(logout?.[1]?.body).toBe('{"refreshToken":"live-refresh"}');
      // The notice is seen on the page the user was on until the delay has passed, and not a millisecond longer.
      await act(async () => {
        vi.advanceTimersByTime(LOGOUT_REDIRECT_DELAY_MS - 1);
      });
      expect(LOGOUT_REDIRECT_DELAY_MS).toBe(300);
      expect(router.state.location.pathname).toBe('/all_goods');
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(router.state.location.pathname).toBe('/');
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.getByTestId('shell-greeting').textContent).toBe('您好，欢迎来到SeqPortal'));
  });
});

describe('session: restore order and lost token', () => {
  /** fetch answering each path when the test says so, to watch the restore step by step. */
  function deferredApi() {
    const waiting = new Map<string, (answer: unknown) => void>();
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        calls.push(path);
        const body = await new Promise((resolve) => waiting.set(path, resolve));
        return jsonResponse(body);
      }),
    );
    const answer = async (path: string, body: unknown, code = 0) => {
      await waitFor(() => expect(waiting.has(path)).toBe(true));
      await act(async () => waiting.get(path)!(envelope(body, code)));
    };
    return { calls, answer };
  }

  function Probe() {
    const { user, isLoading } = useSession();
    return <output data-testid="probe">{`${isLoading ? 'loading' : 'done'}:${user?.nickName ?? ''}`}</output>;
  }

  function renderSession() {
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    return client;
  }
  const probe = () => screen.getByTestId('probe').textContent;

  it('loads member info, then addresses and cart count, and is done only after all three', async () => {
    setToken('kept', 'kept-refresh', true);
    const api = deferredApi();
    const client = renderSession();
    expect(probe()).toBe('loading:');
    await api.answer('/api/NewPersonalCenter/GetMemberInfo', [member]);
    // Member info first: nothing else was asked before it answered.
    expect(api.calls[0]).toBe('/api/NewPersonalCenter/GetMemberInfo');
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(api.calls.slice(1).sort()).toEqual([
      '/api/NewPersonalCenter/GetAddressList',
      '/api/NewShoppingCart/GetShoppingCartCount',
    ]);
    expect(probe()).toBe('loading:王博士');
    await api.answer('/api/NewShoppingCart/GetShoppingCartCount', { count: 3 });
    expect(probe()).toBe('loading:王博士');
    await api.answer('/api/NewPersonalCenter/GetAddressList', [{ id: 1 }]);
    await waitFor(() => expect(probe()).toBe('done:王博士'));
    // The pages read what the restore loaded.
    expect(client.getQueryData(['cart', 'count', 7])).toBe(3);
    expect(client.getQueryData(['personal-centre', 'addresses', 7])).toEqual([{ id: 1 }]);
  });

  it('logs out silently when the stored token turns out to be lost at start', async () => {
    setToken('stale', null, true);
    stubApi({ '/api/NewPersonalCenter/GetMemberInfo': () => envelope(null, 102) });
    renderSession();
    await waitFor(() => expect(probe()).toBe('done:'));
    expect(getToken()).toBeNull();
    expect(notifier.getSnapshot()).toEqual([]);
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
