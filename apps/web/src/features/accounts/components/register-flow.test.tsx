import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notifier } from '@/lib/notifier';
import { getToken } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi, type ApiHandler } from '@/testing/stub-api';
import { resetCountdowns } from '../lib/sms-countdown';
import { API, accountApi, sentBody } from '../testing/account-api-stubs';

afterEach(() => resetCountdowns());

const messages = (): string[] => notifier.getSnapshot().map((notice) => notice.message);
const finishButton = (): HTMLButtonElement => screen.getByTestId('register-finish');
const tokens = { token: 'new-token', refreshToken: 'new-refresh', expiresIn: 900, memberInfo: [] };

function registrationApi(overrides: Readonly<Record<string, ApiHandler>> = {}) {
  return accountApi({
    [API.checkMsgCode]: (url) =>
      url.searchParams.get('code') === '123456' ? envelope({ key: 'reg-key' }) : envelope(null, 400, '验证码错误'),
    [API.positions]: () =>
      envelope([
        { key: 1, value: '企业负责人' },
        { key: 3, value: '业务线负责人' },
      ]),
    [API.checkCompany]: (url) =>
      envelope(
        url.searchParams.get('company') === '上海示例生物科技有限公司'
          ? { check: true, auditType: 3 }
          : { check: false, auditType: null },
      ),
    [API.register]: () => envelope(tokens),
    ...overrides,
  });
}

async function passStepOne(code = '123456'): Promise<void> {
  await userEvent.type(await screen.findByTestId('phone-input'), '13900000009');
  await userEvent.type(screen.getByTestId('sms-code-input'), code);
  await userEvent.click(screen.getByTestId('register-next'));
}

describe('/register step 1', () => {
  it('wants a valid phone and a code of at least 4 characters before checking it', async () => {
    const fetchMock = stubApi(registrationApi());
    renderApp('/register');
    await userEvent.click(await screen.findByTestId('register-next'));
    expect(messages()).toContain('请输入正确的手机号');

    await userEvent.type(screen.getByTestId('phone-input'), '13900000009');
    await userEvent.click(screen.getByTestId('register-next'));
    expect(await screen.findByText('请输入验证码', { selector: 'p' })).toBeTruthy();

    await userEvent.type(screen.getByTestId('sms-code-input'), '123');
    await userEvent.click(screen.getByTestId('register-next'));
    expect(await screen.findByText('验证码不能少于4位', { selector: 'p' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(API.checkMsgCode))).toBe(false);
  });

  it('flags the code with the server message when the check fails', async () => {
    stubApi(registrationApi());
    renderApp('/register');
    await passStepOne('999999');
    expect(await screen.findByText('验证码错误', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByTestId('username-input')).toBeNull();
  });
});

describe('/register step 2', () => {
  it('shows the username hint and the default position 业务线负责人', async () => {
    stubApi(registrationApi());
    renderApp('/register');
    await passStepOne();
    await screen.findByTestId('username-input');
    expect(
      screen.getByText('2-50个字符，推荐使用中文名称，如果想申请为组织账号推荐使用公司商号或公司域名。'),
    ).toBeTruthy();
    expect((screen.getByTestId('position-picker') as HTMLInputElement).value).toBe('3');
    expect(screen.getByRole('combobox', { name: '职位' }).textContent).toBe('业务线负责人');
  });

  it('checks the username rule, then the agreement, before registering', async () => {
    const fetchMock = stubApi(registrationApi());
    renderApp('/register');
    await passStepOne();
    await userEvent.click(await screen.findByTestId('register-finish'));
    expect(messages()).toContain('请输入用户名');

    await userEvent.type(screen.getByTestId('username-input'), '王');
    await userEvent.click(finishButton());
    expect(messages()).toContain('请按规则输入账号');

    await userEvent.type(screen.getByTestId('username-input'), '小明');
    await userEvent.click(finishButton());
    expect(messages()).toContain('请先阅读并同意勾选服务协议及隐私条款！');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(API.register))).toBe(false);
  });

  it('disables 完成注册 for an existing company and offers the sub-account path to /register_extra', async () => {
    stubApi(registrationApi());
    const { router } = renderApp('/register');
    await passStepOne();
    await userEvent.type(await screen.findByTestId('username-input'), '张三');
    await userEvent.type(screen.getByTestId('company-input'), '上海示例生物科技有限公司');
    await userEvent.tab();

    const notice = await screen.findByTestId('company-exists');
    expect(finishButton().disabled).toBe(true);
    await userEvent.click(within(notice).getByRole('button', { name: '申请成为子账号' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register_extra'));
    expect(router.state.location.state).toEqual({
      phone: '13900000009',
      key: 'reg-key',
      companyName: '上海示例生物科技有限公司',
      account: '张三',
    });
    expect(((await screen.findByTestId('extra-company')) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByTestId('extra-username') as HTMLInputElement).value).toBe('张三');
  });

  it('says 主账号未审核通过 instead when the existing company is not approved', async () => {
    stubApi(registrationApi({ [API.checkCompany]: () => envelope({ check: true, auditType: 2 }) }));
    const { router } = renderApp('/register');
    await passStepOne();
    await userEvent.type(await screen.findByTestId('company-input'), '某公司');
    await userEvent.tab();
    await userEvent.click(await screen.findByRole('button', { name: '申请成为子账号' }));
    expect(messages()).toContain('主账号未审核通过');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('registers a personal account, logs it in and replaces the history entry with home', async () => {
    const fetchMock = stubApi(registrationApi());
    const { router } = renderApp('/register');
    await passStepOne();
    await userEvent.type(await screen.findByTestId('username-input'), ' 李四 ');
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意服务协议及隐私条款' }));
    await userEvent.click(finishButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getToken()).toBe('new-token');
    expect(messages()).toContain('注册成功');
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes(API.register));
    expect(sentBody(call?.[1])).toEqual({
      phone: '13900000009',
      account: '李四',
      companyName: '',
      position: 3,
      key: 'reg-key',
      avoidLogin: true,
    });
  });

  it('goes back to step 1 with 验证码失效，请重新注册 when the key expired (190)', async () => {
    stubApi(registrationApi({ [API.register]: () => envelope(null, 190, '验证码失效，请重新注册') }));
    renderApp('/register');
    await passStepOne();
    await userEvent.type(await screen.findByTestId('username-input'), '李四');
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意服务协议及隐私条款' }));
    await userEvent.click(finishButton());

    expect(await screen.findByTestId('register-next')).toBeTruthy();
    expect(messages()).toContain('验证码失效，请重新注册');
    expect((screen.getByTestId('phone-input') as HTMLInputElement).value).toBe('13900000009');
    expect(getToken()).toBeNull();
  });

  it('opens the agreement layer and continues from it to the privacy terms, keeping the form', async () => {
    stubApi(registrationApi());
    const { router } = renderApp('/register');
    await passStepOne();
    await userEvent.type(await screen.findByTestId('username-input'), '李四');
    await userEvent.click(screen.getByRole('button', { name: '《用户服务协议》' }));
    const layer = await screen.findByTestId('agreement-layer');
    await userEvent.click(within(layer).getByRole('button', { name: '继续阅读隐私条款' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/layer_pop'));
    await userEvent.click(within(await screen.findByTestId('privacy-layer')).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect((screen.getByTestId('username-input') as HTMLInputElement).value).toBe('李四');
  });
});

describe('/register_extra', () => {
  it('sends a visitor without the registration state back to /register', async () => {
    stubApi(registrationApi());
    const { router } = renderApp('/register_extra');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('applies for the sub-account and shows the server refusal as it comes', async () => {
    stubApi(registrationApi({ [API.registerSub]: () => envelope(null, 400, '主账号未审核通过') }));
    const { router } = renderApp('/register');
    await passStepOne();
    await userEvent.type(await screen.findByTestId('username-input'), '张三');
    await userEvent.type(screen.getByTestId('company-input'), '上海示例生物科技有限公司');
    await userEvent.tab();
    await userEvent.click(await screen.findByRole('button', { name: '申请成为子账号' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '我已阅读并同意服务协议及隐私条款' }));
    await userEvent.click(screen.getByTestId('extra-finish'));
    await waitFor(() => expect(messages()).toContain('主账号未审核通过'));
    expect(router.state.location.pathname).toBe('/register_extra');
  });
});
