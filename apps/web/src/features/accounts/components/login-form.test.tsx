import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifier } from '@/lib/notifier';
import { getToken, isPersistentSession } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';
import { resetCountdowns } from '../lib/sms-countdown';
import { API, accountApi, COMPANY_IDENTITY, PERSONAL_IDENTITY, sentBody } from '../testing/account-api-stubs';

afterEach(() => resetCountdowns());

/** Every toast raised (the host shows one at a time, the store keeps the queue). */
const toastTexts = (): string[] => notifier.getSnapshot().map((notice) => notice.message);
const phoneInput = (): HTMLInputElement => screen.getByTestId('phone-input');
const codeInput = (): HTMLInputElement => screen.getByTestId('sms-code-input');
const sendButton = (): HTMLButtonElement => screen.getByTestId('sms-send');

async function typePhoneAndPassBotCheck(phone = '13800000001'): Promise<void> {
  await userEvent.type(phoneInput(), phone);
  await waitFor(() => expect(screen.getByTestId('bot-check').getAttribute('data-status')).toBe('verified'));
}

describe('/login', () => {
  it('shows the title, limits the fields, ticks 15天免登录 and links to /register', async () => {
    stubApi(accountApi());
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: '账号登录' })).toBeTruthy();
    expect(phoneInput().maxLength).toBe(11);
    expect(codeInput().maxLength).toBe(8);
    expect((screen.getByRole('checkbox', { name: '15天免登录' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('login-register-link').getAttribute('href')).toBe('/register');
    await userEvent.type(phoneInput(), '138 0000 0001 99');
    expect(phoneInput().value).toBe('13800000001');
  });

  it('asks for a valid phone, then the bot-check, then the code, in that order', async () => {
    stubApi(accountApi({ [API.challenge]: () => envelope(null, 500, 'down') }));
    renderApp('/login');
    await userEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('请输入正确的手机号', { selector: 'p' })).toBeTruthy();

    await userEvent.type(phoneInput(), '13800000001');
    await waitFor(() => expect(screen.getByTestId('bot-check').getAttribute('data-status')).toBe('failed'));
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(toastTexts()).toContain('请先通过智能验证'));
  });

  it('asks for the code once the bot-check passed, and Enter in the code field submits', async () => {
    const fetchMock = stubApi(accountApi());
    renderApp('/login');
    await typePhoneAndPassBotCheck();
    await userEvent.type(codeInput(), '{Enter}');
    expect(await screen.findByText('请输入验证码', { selector: 'p' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(API.login))).toBe(false);
  });

  it('refuses to send a code to a malformed phone with 手机号格式不正确！', async () => {
    const fetchMock = stubApi(accountApi());
    renderApp('/login');
    await userEvent.type(await screen.findByTestId('phone-input'), '1380000');
    await userEvent.click(sendButton());
    await waitFor(() => expect(toastTexts()).toContain('手机号格式不正确！'));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(API.sendCode))).toBe(false);
  });

  it('sends the code with the solved proof, then counts down 60 s before offering 重新获取验证码', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = stubApi(accountApi());
    renderApp('/login');
    await user.type(await screen.findByTestId('phone-input'), '13800000001');
    await waitFor(() => expect(screen.getByTestId('bot-check').getAttribute('data-status')).toBe('verified'));
    expect(sendButton().textContent).toBe('获取验证码');

    await user.click(sendButton());

    await waitFor(() => expect(sendButton().textContent).toBe('60秒后重试'));
    expect(sendButton().disabled).toBe(true);
    expect(toastTexts()).toContain('验证码发送成功');
    const sendCall = fetchMock.mock.calls.find(([input]) => String(input).includes(API.sendCode));
    const body = sentBody(sendCall?.[1]);
    expect(body).toMatchObject({ phone: '13800000001', type: 2 });
    expect(JSON.parse(atob(String(body.sig)))).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.any(String),
      number: 7,
      salt: 'testsalt?expires=9999999999',
      signature: 'sig-hmac',
    });

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(sendButton().textContent).toBe('30秒后重试');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(sendButton().textContent).toBe('重新获取验证码');
    expect(sendButton().disabled).toBe(false);
  });

  it('logs a single identity in: token kept 15 days, 登录成功, greeting, home after 300 ms', async () => {
    const fetchMock = stubApi(
      accountApi({ [API.login]: () => envelope({ memberInfo: [COMPANY_IDENTITY], ticket: 'ticket-1' }) }),
    );
    const { router } = renderApp('/login');
    await typePhoneAndPassBotCheck();
    await userEvent.type(codeInput(), '123456{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toastTexts()).toContain('登录成功');
    expect(getToken()).toBe('token-11');
    expect(isPersistentSession()).toBe(true);
    const login = fetchMock.mock.calls.find(([input]) => String(input).includes(API.login));
    expect(sentBody(login?.[1])).toEqual({ phone: '13800000001', messageCode: '123456', avoidLogin: true });
    const tokenCall = fetchMock.mock.calls.find(([input]) => String(input).includes(API.getToken));
    const tokenUrl = new URL(String(tokenCall?.[0]), 'http://localhost');
    expect(Object.fromEntries(['id', 'avoidLogin', 'ticket'].map((k) => [k, tokenUrl.searchParams.get(k)]))).toEqual({
      id: '11',
      avoidLogin: 'true',
      ticket: 'ticket-1',
    });
    await waitFor(() => expect(screen.getByTestId('shell-greeting').textContent).toBe('您好，王博士'));
  });

  it('keeps a login without 15天免登录 to this tab only', async () => {
    stubApi(accountApi({ [API.login]: () => envelope({ memberInfo: [PERSONAL_IDENTITY], ticket: 't' }) }));
    const { router } = renderApp('/login');
    await typePhoneAndPassBotCheck();
    await userEvent.click(screen.getByRole('checkbox', { name: '15天免登录' }));
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBe('token-12');
    expect(isPersistentSession()).toBe(false);
  });

  it('opens /choice_login when the phone has several identities', async () => {
    stubApi(
      accountApi({
        [API.login]: () => envelope({ memberInfo: [COMPANY_IDENTITY, PERSONAL_IDENTITY], ticket: 't' }),
      }),
    );
    const { router } = renderApp('/login');
    await typePhoneAndPassBotCheck('13800000003');
    await userEvent.type(codeInput(), '123456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/choice_login'));
    expect(await screen.findByTestId('choice-login')).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('says 未获取到用户数据 when the phone has no identity', async () => {
    stubApi(accountApi({ [API.login]: () => envelope({ memberInfo: [], ticket: 't' }) }));
    const { router } = renderApp('/login');
    await typePhoneAndPassBotCheck();
    await userEvent.type(codeInput(), '123456{Enter}');
    await waitFor(() => expect(toastTexts()).toContain('未获取到用户数据'));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the server message of a wrong code and stays', async () => {
    stubApi(accountApi({ [API.login]: () => envelope(null, 400, '验证码错误') }));
    const { router } = renderApp('/login');
    await typePhoneAndPassBotCheck();
    await userEvent.type(codeInput(), '000000{Enter}');
    await waitFor(() => expect(toastTexts()).toContain('验证码错误'));
    expect(router.state.location.pathname).toBe('/login');
  });
});
