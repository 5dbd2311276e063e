import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { notifier } from '@/lib/notifier';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi, type ApiHandler } from '@/testing/stub-api';
import { API, fakePersonalCentreApi, MEMBER, signIn } from '../testing/personal-centre-api';

// Every notice raised so far (the host shows one toast at a time, the others wait their turn).
const toasts = (): string[] => notifier.getSnapshot().map((notice) => notice.message);
const input = (testId: string): HTMLInputElement => screen.getByTestId(testId) as HTMLInputElement;

interface Call {
  path: string;
  body: Record<string, unknown>;
}

/**
 * A contact-change API: codes '1234' (phone) and '888888' (e-mail) are right, anything else answers the server's
 * refusal (message plus the hint in body, as the API does); the member changes when ChangePhone/SubmitEmail pass.
 */
function contactApi(initial: UserInfo = MEMBER) {
  let member = initial;
  const calls: Call[] = [];
  const record =
    (path: string, answer: (body: Record<string, unknown>) => ReturnType<ApiHandler>): ApiHandler =>
    (_url, init) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path, body });
      return answer(body);
    };
  const phoneRefusal = () => envelope('请重新获取并填写手机验证码!', 400, '手机验证码失效');
  const emailRefusal = () => envelope('请重新获取并填写邮箱验证码！', 400, '邮箱验证码失效');
  const handlers: Record<string, ApiHandler> = {
    ...fakePersonalCentreApi().handlers,
    [API.memberInfo]: () => envelope(member),
    '/api/NewLogin/SendCodeNoCheck': record('SendCodeNoCheck', () => envelope(null, 0, '验证码发送成功')),
    '/api/NewPersonalCenter/VerifyPhoneCode': record('VerifyPhoneCode', (body) =>
      body.code === '1234' ? envelope({ key: 'k-123' }) : phoneRefusal(),
    ),
    '/api/NewPersonalCenter/ChangePhone': record('ChangePhone', (body) => {
      if (body.code !== '1234') return phoneRefusal();
      member = { ...member, phone: String(body.mobile) };
      return envelope(null, 0, '修改成功');
    }),
    '/api/NewPersonalCenter/SendEmailCode': record('SendEmailCode', () => envelope(null, 0, '验证码发送成功')),
    '/api/NewPersonalCenter/CheckEmailCode': record('CheckEmailCode', (body) =>
      body.code === '888888' ? envelope(null, 0, '验证成功') : emailRefusal(),
    ),
    '/api/NewPersonalCenter/SubmitEmail': record('SubmitEmail', (body) => {
      if (body.code !== '888888') return emailRefusal();
      member = { ...member, email: String(body.email) };
      return envelope(null, 0, '更新成功');
    }),
  };
  return { handlers, calls };
}

describe('/fix_phone', { timeout: 30_000 }, () => {
  it('verifies the old phone, then moves the account to the new one with the key', async () => {
    const api = contactApi();
    stubApi(api.handlers);
    signIn();
    const { router } = renderApp('/my_info');
    await userEvent.click(await screen.findByTestId('profile-fix-phone'));
    expect(router.state.location.pathname).toBe('/fix_phone');
    expect((await screen.findByTestId('fix-phone-old')).textContent).toBe('138****0001');
    expect(screen.getByTestId('step-current').textContent).toContain('验证原手机号');

    // Step 1: the code is required; the send starts a 60 s countdown.
    await userEvent.click(screen.getByTestId('fix-phone-next'));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    await userEvent.click(screen.getByTestId('old-phone-code-send'));
    await waitFor(() => expect(screen.getByTestId('old-phone-code-send').textContent).toMatch(/^(60|59)秒后重试$/));
    expect((screen.getByTestId('old-phone-code-send') as HTMLButtonElement).disabled).toBe(true);
    expect(toasts()).toContain('验证码发送成功');
    expect(api.calls[0]).toEqual({ path: 'SendCodeNoCheck', body: { phone: '13800000001', type: 3 } });

    // A wrong code: the server's words, and no step 2.
    await userEvent.type(input('old-phone-code-input'), '0000');
    await userEvent.click(screen.getByTestId('fix-phone-next'));
    expect(await screen.findByText('手机验证码失效，请重新获取并填写手机验证码!')).toBeTruthy();
    expect(screen.queryByTestId('new-phone-input')).toBeNull();

    await userEvent.clear(input('old-phone-code-input'));
    await userEvent.type(input('old-phone-code-input'), '1234');
    await userEvent.click(screen.getByTestId('fix-phone-next'));
    expect(await screen.findByTestId('new-phone-input')).toBeTruthy();
    expect(screen.getByTestId('step-current').textContent).toContain('绑定新手机号');
    // Step 2 has its own countdown: the new phone can be sent a code at once.
    expect(screen.getByTestId('new-phone-code-send').textContent).toBe('获取验证码');

    // Bad and unchanged numbers are refused before anything is sent.
    await userEvent.click(screen.getByTestId('new-phone-code-send'));
    await waitFor(() => expect(toasts()).toContain('手机号格式不正确！'));
    await userEvent.type(input('new-phone-input'), '13800000001');
    await userEvent.click(screen.getByTestId('fix-phone-submit'));
    expect(await screen.findByText('新手机号不能与原手机号相同')).toBeTruthy();
    await userEvent.clear(input('new-phone-input'));
    await userEvent.type(input('new-phone-input'), '1391234');
    await userEvent.click(screen.getByTestId('fix-phone-submit'));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === 'ChangePhone')).toEqual([]);

    await userEvent.type(input('new-phone-input'), '5678');
    await userEvent.click(screen.getByTestId('new-phone-code-send'));
    await waitFor(() => expect(screen.getByTestId('new-phone-code-send').textContent).toMatch(/秒后重试$/));
    await userEvent.type(input('new-phone-code-input'), '1234');
    await userEvent.click(screen.getByTestId('fix-phone-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_info'));
    expect(toasts()).toContain('修改成功');
    expect(api.calls.find((call) => call.path === 'ChangePhone')?.body).toEqual({
      mobile: '13912345678',
      code: '1234',
      key: 'k-123',
    });
    await waitFor(() => expect(screen.getByTestId('profile-phone').textContent).toBe('139****5678'));
  });
});

describe('/check_old_email', { timeout: 30_000 }, () => {
  it('checks the code sent to the address, then sets it', async () => {
    const api = contactApi({ ...MEMBER, email: null });
    stubApi(api.handlers);
    signIn();
    const { router } = renderApp('/my_info');
    await userEvent.click(await screen.findByTestId('profile-set-email'));
    expect(router.state.location.pathname).toBe('/check_old_email');
    await screen.findByTestId('email-input');

    await userEvent.click(screen.getByTestId('email-next'));
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    await userEvent.type(input('email-input'), 'not-an-address');
    await userEvent.click(screen.getByTestId('email-code-send'));
    expect(api.calls).toEqual([]);

    await userEvent.clear(input('email-input'));
    await userEvent.type(input('email-input'), 'lab@example.cn');
    await userEvent.click(screen.getByTestId('email-code-send'));
    await waitFor(() => expect(screen.getByTestId('email-code-send').textContent).toMatch(/^(60|59)秒后重试$/));
    expect(api.calls[0]).toEqual({ path: 'SendEmailCode', body: { email: 'lab@example.cn' } });

    await userEvent.type(input('email-code-input'), '111111');
    await userEvent.click(screen.getByTestId('email-next'));
    expect(await screen.findByText('邮箱验证码失效，请重新获取并填写邮箱验证码！')).toBeTruthy();

    await userEvent.clear(input('email-code-input'));
    await userEvent.type(input('email-code-input'), '888888');
    await userEvent.click(screen.getByTestId('email-next'));
    expect((await screen.findByTestId('email-confirm-address')).textContent).toBe('lab@example.cn');
    await userEvent.click(screen.getByTestId('email-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_info'));
    expect(toasts()).toContain('更新成功');
    expect(api.calls.at(-1)).toEqual({ path: 'SubmitEmail', body: { email: 'lab@example.cn', code: '888888' } });
    await waitFor(() => expect(screen.getByTestId('profile-email').textContent).toBe('lab@example.cn'));
  });
});
