import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminLoginResponse, LabActionResponse, LabLookupResponse, LabOrderView } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';
import { labOrder, labSample } from '../testing/lab-fixtures';

const LOGIN: AdminLoginResponse = {
  token: 'staff-token-1',
  username: 'lab',
  displayName: '陈立',
  roles: ['lab'],
  expiresIn: 900,
};

function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
}

function fakeLabApi(order: LabOrderView) {
  const requests: Array<{ path: string; body: Record<string, unknown>; auth: string | null }> = [];
  const record = (url: URL, init: RequestInit | undefined) =>
    requests.push({ path: url.pathname, body: bodyOf(init), auth: new Headers(init?.headers).get('Authorization') });
  let current = order;
  const handlers = {
    '/api/admin/auth/login': (url: URL, init: RequestInit | undefined) => {
      record(url, init);
      const { password } = bodyOf(init);
      return password === 'lab123456' ? envelope(LOGIN) : envelope(null, 400, '账号或密码错误');
    },
    '/api/admin/lab/lookup': (url: URL, init: RequestInit | undefined) => {
      record(url, init);
      const lookup: LabLookupResponse = { kind: 'order', orderNo: current.orderNo, sampleId: null, order: current };
      return url.searchParams.get('code') === current.orderNo
        ? envelope(lookup)
        : envelope(null, 404, '未找到订单或样本');
    },
    '/api/admin/lab/order': (url: URL, init: RequestInit | undefined) => {
      record(url, init);
      return envelope(current);
    },
    '/api/admin/lab/receive-samples': (url: URL, init: RequestInit | undefined) => {
      record(url, init);
      const ids = bodyOf(init).sampleIds as number[];
      current = {
        ...current,
        status: { id: 3, name: '已收样' },
        samples: current.samples.map((sample) => (ids.includes(sample.id) ? labSample(sample.id, 'RECEIVED') : sample)),
      };
      const answer: LabActionResponse = { changed: ids.length, order: current };
      return envelope(answer);
    },
  };
  return { handlers, requests };
}

async function signInAsLab(): Promise<void> {
  await userEvent.type(await screen.findByTestId('lab-username'), 'lab');
  await userEvent.type(screen.getByTestId('lab-password'), 'lab123456');
  await userEvent.click(screen.getByTestId('lab-login-submit'));
  await screen.findByTestId('lab-console');
}

describe('/lab', { timeout: 30_000 }, () => {
  it('signs staff in with a token of its own, apart from the customer session', async () => {
    const api = fakeLabApi(labOrder([labSample(1, 'SENT')], 2));
    stubApi(api.handlers);
    setToken('customer-token', null, false);
    renderApp('/lab');

    await signInAsLab();

    expect(api.requests[0]).toMatchObject({
      path: '/api/admin/auth/login',
      body: { username: 'lab', password: 'lab123456' },
    });
    expect(JSON.parse(sessionStorage.getItem('seqportal.staff') ?? '{}')).toMatchObject({
      token: 'staff-token-1',
      username: 'lab',
    });
    expect(getToken()).toBe('customer-token');
    expect(screen.getByTestId('lab-staff').textContent).toBe('陈立（实验员）');
    // The shop's frame (header with the customer greeting, footer) is not part of the console.
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the answer of a refused login', async () => {
    const api = fakeLabApi(labOrder([], 2));
    stubApi(api.handlers);
    renderApp('/lab');
    await userEvent.type(await screen.findByTestId('lab-username'), 'lab');
    await userEvent.type(screen.getByTestId('lab-password'), 'wrong-password');
    await userEvent.click(screen.getByTestId('lab-login-submit'));
    expect((await screen.findByTestId('lab-login-error')).textContent).toBe('账号或密码错误');
    expect(sessionStorage.getItem('seqportal.staff')).toBeNull();
  });

  it('asks for the account before calling the API', async () => {
    const api = fakeLabApi(labOrder([], 2));
    stubApi(api.handlers);
    renderApp('/lab');
    await userEvent.click(await screen.findByTestId('lab-login-submit'));
    expect((await screen.findByTestId('lab-login-error')).textContent).toBe('请输入账号');
    expect(api.requests).toHaveLength(0);
  });

  it('finds the typed order and receives its samples with one click, sending the staff token', async () => {
    const api = fakeLabApi(labOrder([labSample(1, 'SENT'), labSample(2, 'SENT'), labSample(3, 'RECEIVED')], 2));
    stubApi(api.handlers);
    setToken('customer-token', null, false);
    renderApp('/lab');
    await signInAsLab();

    await userEvent.type(screen.getByTestId('scan-input'), 'SO202611210001{Enter}');
    const panel = await screen.findByTestId('lab-order');
    expect(within(panel).getByTestId('lab-order-no').textContent).toBe('SO202611210001');
    expect(within(panel).getAllByTestId('lab-sample-row')).toHaveLength(3);

    await userEvent.click(within(panel).getByTestId('step-RECEIVED'));

    await waitFor(() =>
      expect(screen.getByTestId('lab-feedback').textContent).toBe('2 个样本已更新为「已收样」，订单状态变为「已收样」'),
    );
    const receive = api.requests.find((request) => request.path === '/api/admin/lab/receive-samples');
    expect(receive).toEqual({
      path: '/api/admin/lab/receive-samples',
      body: { orderNo: 'SO202611210001', sampleIds: [1, 2] },
      auth: 'Bearer staff-token-1',
    });
    expect((screen.getByTestId('step-RECEIVED') as HTMLButtonElement).disabled).toBe(true);
    // Next comes QC: its entry opens for the received samples, the step itself waits for the results.
    expect((screen.getByTestId('step-QC_DONE') as HTMLButtonElement).dataset.reason).toBe('请先录入样本的质检结果');
    expect(
      within(panel)
        .getAllByTestId('lab-sample-qc')
        .map((element) => (element as HTMLButtonElement).disabled),
    ).toEqual([false, false, false]);
    expect(screen.getByTestId('lab-order-status').textContent).toBe('已收样');
    expect(screen.getAllByTestId('lab-log-entry')[0]?.textContent).toContain('2 个样本已更新为「已收样」');
  });

  it('says so when a scanned code is unknown', async () => {
    const api = fakeLabApi(labOrder([], 2));
    stubApi(api.handlers);
    renderApp('/lab');
    await signInAsLab();
    await userEvent.type(screen.getByTestId('scan-input'), 'NOPE-1{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('lab-feedback').textContent).toBe('未找到「NOPE-1」：未找到订单或样本'),
    );
    expect(screen.getByTestId('lab-feedback').dataset.ok).toBe('false');
  });

  it('returns to the login form when the staff token has expired, leaving the customer signed in', async () => {
    const api = fakeLabApi(labOrder([], 2));
    stubApi({ ...api.handlers, '/api/admin/lab/lookup': () => envelope(null, 101, '登录已过期') });
    setToken('customer-token', null, false);
    renderApp('/lab');
    await signInAsLab();

    await userEvent.type(screen.getByTestId('scan-input'), 'SO1{Enter}');

    await screen.findByTestId('lab-login-form');
    expect(sessionStorage.getItem('seqportal.staff')).toBeNull();
    expect(getToken()).toBe('customer-token');
    expect(screen.queryByTestId('notifier-dialog')).toBeNull();
  });
});
