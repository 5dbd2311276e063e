import { describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, stubApi } from '@/testing/stub-api';
import { apiData, apiRequest, ApiCodeError, ApiTransportError, configureApiClient, MESSAGES } from './api-client';
import { notifier, type DialogNotice, type ToastNotice } from './notifier';
import { getToken, setToken } from './session';

const toasts = (): ToastNotice[] => notifier.getSnapshot().filter((n): n is ToastNotice => n.kind === 'toast');
const dialogs = (): DialogNotice[] => notifier.getSnapshot().filter((n): n is DialogNotice => n.kind === 'dialog');

function lastCall(fetchMock: ReturnType<typeof stubApi>): { url: URL; init: RequestInit } {
  const [input, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: new URL(String(input), 'http://localhost'), init: init ?? {} };
}

function header(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string> | undefined)?.[name];
}

describe('apiRequest: building requests from the route table', () => {
  it('sends the query of a GET without a cache-busting date, asking the browser to revalidate', async () => {
    const fetchMock = stubApi();
    await apiRequest('GetHotKeyWord', { query: { limit: 5, skip: undefined } });
    const { url, init } = lastCall(fetchMock);
    expect(url.pathname).toBe('/api/NewIndex/GetHotKeyWord');
    // The same URL each time, so that the catalogue's ETag revalidates (304) instead of a new URL per call.
    expect(url.searchParams.has('date')).toBe(false);
    expect(url.search).toBe('?limit=5');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(init.method).toBe('GET');
    expect(header(init, 'Cache-Control')).toBe('no-cache');
  });

  it('sends the stored token as a Bearer header', async () => {
    const fetchMock = stubApi();
    setToken('tok-123', 'refresh-1', false);
    await apiRequest('GetMemberInfo');
    expect(header(lastCall(fetchMock).init, 'Authorization')).toBe('Bearer tok-123');
  });

  it('uses a persistent token from localStorage when the tab has none', async () => {
    const fetchMock = stubApi();
    localStorage.setItem('seqportal.token', 'kept-login');
    await apiRequest('GetMemberInfo');
    expect(header(lastCall(fetchMock).init, 'Authorization')).toBe('Bearer kept-login');
  });

  it('sends no Authorization header when logged out', async () => {
    const fetchMock = stubApi();
    await apiRequest('GetHotKeyWord');
    expect(header(lastCall(fetchMock).init, 'Authorization')).toBeUndefined();
  });

  it('sends POST bodies as JSON without a date parameter', async () => {
    const fetchMock = stubApi();
    await apiRequest('Logout', { body: { reason: 'user' } });
    const { url, init } = lastCall(fetchMock);
    expect(init.method).toBe('POST');
    expect(url.searchParams.has('date')).toBe(false);
    expect(header(init, 'Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"reason":"user"}');
  });
});

describe('apiRequest: envelope codes (spec part 1 section 8)', () => {
  it('resolves a success envelope without raising anything', async () => {
    stubApi({ '/api/NewIndex/GetHotKeyWord': () => envelope({ hotKeyword: 'WGS\nRNA-seq' }) });
    const answer = await apiRequest<{ hotKeyword: string }>('GetHotKeyWord');
    expect(answer.body.hotKeyword).toBe('WGS\nRNA-seq');
    expect(notifier.getSnapshot()).toHaveLength(0);
  });

  it.each([100, 101, 102])('clears the token and raises the login dialog on code %i', async (code) => {
    stubApi({ '/api/NewPersonalCenter/GetMemberInfo': () => envelope(null, code, 'token') });
    setToken('expired', 'r', true);
    const answer = await apiRequest('GetMemberInfo', { silent: true });
    expect(answer.code).toBe(code);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('seqportal.token')).toBeNull();
    expect(dialogs()).toEqual([expect.objectContaining({ message: '您的登录已失效，请重新登录！', okTo: '/login' })]);
  });

  it.each([100, 101, 102])('ends the session without a dialog when a background call answers %i', async (code) => {
    setToken('lost', null, true);
    stubApi({ '/api/NewShoppingCart/GetShoppingCartCount': () => envelope(null, code) });
    await apiRequest('GetShoppingCartCount', { silent: true, background: true });
    expect(getToken()).toBeNull();
    expect(notifier.getSnapshot()).toEqual([]);
  });

  it('raises the dialog for a call the customer made even when it is silent about other failures', async () => {
    setToken('lost', null, false);
    stubApi({ '/api/NewOrder/PayOrder': () => envelope(null, 102) });
    await apiRequest('PayOrder', { body: {}, silent: true });
    expect(getToken()).toBeNull();
    expect(dialogs()).toEqual([expect.objectContaining({ message: '您的登录已失效，请重新登录！', okTo: '/login' })]);
  });

  it('shows the login dialog once when several calls fail together', async () => {
    stubApi({ '/api/NewPersonalCenter/GetMemberInfo': () => envelope(null, 101) });
    await Promise.all([apiRequest('GetMemberInfo'), apiRequest('GetMemberInfo'), apiRequest('GetMemberInfo')]);
    expect(dialogs()).toHaveLength(1);
  });

  it('raises the server-exception dialog on code 500', async () => {
    stubApi({ '/api/NewIndex/GetHotKeyWord': () => envelope(null, 500, 'boom') });
    await apiRequest('GetHotKeyWord');
    expect(dialogs()).toEqual([expect.objectContaining({ message: '服务器异常' })]);
    expect(toasts()).toHaveLength(0);
  });

  it('raises a notice leading to customer service on code 184', async () => {
    stubApi({ '/api/NewIndex/GetHotKeyWord': () => envelope(null, 184, 'x') });
    await apiRequest('GetHotKeyWord');
    expect(toasts()).toEqual([
      expect.objectContaining({
        message: '该商品不在合同范围内，请联系客服',
        action: { label: '联系客服', to: '/kefu' },
      }),
    ]);
  });

  it('stays quiet on code 99', async () => {
    stubApi({ '/api/NewIndex/GetHotKeyWord': () => envelope(null, 99, 'quiet') });
    const answer = await apiRequest('GetHotKeyWord');
    expect(answer.code).toBe(99);
    expect(notifier.getSnapshot()).toHaveLength(0);
  });

  it('toasts the message of any other non-zero code', async () => {
    stubApi({ '/api/NewIndex/GetHotKeyWord': () => envelope(null, 429, '操作过于频繁，请稍后再试') });
    await apiRequest('GetHotKeyWord');
    expect(toasts().map((t) => t.message)).toEqual(['操作过于频繁，请稍后再试']);
  });

  it('toasts the body instead when it is a non-empty string', async () => {
    stubApi({ '/api/NewIndex/GetHotKeyWord': () => envelope('库存不足', 400, '请求参数错误') });
    await apiRequest('GetHotKeyWord');
    expect(toasts().map((t) => t.message)).toEqual(['库存不足']);
  });

  it('raises no toast for a failing silent call', async () => {
    stubApi({ '/api/NewIndex/GetHotKeyWord': () => envelope(null, 400, '请求参数错误') });
    const answer = await apiRequest('GetHotKeyWord', { silent: true });
    expect(answer.code).toBe(400);
    expect(notifier.getSnapshot()).toHaveLength(0);
  });

  it('apiData rejects with the code of a failed envelope', async () => {
    stubApi({ '/api/NewIndex/GetHotKeyWord': () => envelope(null, 404, '数据不存在') });
    const failure = apiData('GetHotKeyWord', { silent: true });
    await expect(failure).rejects.toBeInstanceOf(ApiCodeError);
    await expect(failure).rejects.toMatchObject({ code: 404 });
  });
});

describe('apiRequest: transport failures', () => {
  it('reports HTTP 404 as 接口地址错误', async () => {
    stubApi({ '/api/NewIndex/GetHotKeyWord': () => jsonResponse({ message: 'Not Found' }, 404) });
    await expect(apiRequest('GetHotKeyWord')).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(toasts().map((t) => t.message)).toEqual(['接口地址错误']);
  });

  it('reports HTTP 502 as 服务器错误', async () => {
    stubApi({ '/api/NewIndex/GetHotKeyWord': () => new Response('bad gateway', { status: 502 }) });
    await expect(apiRequest('GetHotKeyWord')).rejects.toBeInstanceOf(ApiTransportError);
    expect(toasts().map((t) => t.message)).toEqual(['服务器错误']);
  });

  it('reports a request running past the timeout as 接口超时', async () => {
    configureApiClient({ timeoutMs: 20 });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    await expect(apiRequest('GetHotKeyWord')).rejects.toMatchObject({ kind: 'timeout', message: MESSAGES.timeout });
    expect(toasts().map((t) => t.message)).toEqual(['接口超时']);
  });

  it('reports a failed connection as 网络异常', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('GetHotKeyWord')).rejects.toMatchObject({ kind: 'network' });
    expect(toasts().map((t) => t.message)).toEqual(['网络异常']);
  });

  it('raises no toast for transport failures of silent calls', async () => {
    stubApi({ '/api/NewIndex/GetHotKeyWord': () => new Response('', { status: 500 }) });
    await expect(apiRequest('GetHotKeyWord', { silent: true })).rejects.toBeInstanceOf(ApiTransportError);
    expect(notifier.getSnapshot()).toHaveLength(0);
  });

  it('raises nothing when the caller cancels', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = apiRequest('GetHotKeyWord', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(notifier.getSnapshot()).toHaveLength(0);
  });
});
