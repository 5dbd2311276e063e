import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';
import { certificationOf } from '../lib/profile';
import { API, fakePersonalCentreApi, MEMBER, signIn } from '../testing/personal-centre-api';

const UPDATE_NICK_NAME = '/api/NewPersonalCenter/UpdateNickName';
const toasts = (): string[] => screen.queryAllByTestId('notifier-toast').map((toast) => toast.textContent ?? '');

/** The personal-centre API with GetMemberInfo answering `member`, and UpdateNickName changing it. */
function profileApi(initial: UserInfo) {
  let member = initial;
  const renames: string[] = [];
  const handlers = {
    ...fakePersonalCentreApi().handlers,
    [API.memberInfo]: () => envelope(member),
    [UPDATE_NICK_NAME]: (url: URL) => {
      const nickName = url.searchParams.get('nickName') ?? '';
      renames.push(nickName);
      member = { ...member, nickName };
      return envelope(member, 0, '修改成功');
    },
  };
  return { handlers, renames };
}

describe('/my_info', { timeout: 20_000 }, () => {
  it('shows the profile: nickname, masked phone, e-mail, certification, and no balance tile without credit', async () => {
    stubApi(profileApi(MEMBER).handlers);
    signIn();
    renderApp('/my_info');
    expect(await screen.findByTestId('profile-nickname')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '个人资料' })).toBeTruthy();
    expect(screen.getByTestId('profile-nickname').textContent).toBe('王博士');
    expect(screen.getByTestId('profile-phone').textContent).toBe('138****0001');
    expect(screen.getByTestId('profile-email').textContent).toBe('wang@example.cn');
    expect(screen.getByTestId('profile-certification').textContent).toBe('上海示例生物科技有限公司 · 已认证');
    // Approved: no link to certify again; no credit: no balance tile.
    expect(screen.queryByTestId('profile-certify')).toBeNull();
    expect(screen.queryByTestId('balance-tile')).toBeNull();
    expect(screen.getByTestId('profile-addresses').getAttribute('href')).toBe('/my_info/my_address');
  });

  it('shows the credit balance with two decimals, and an overdrawn one as 0.00', async () => {
    stubApi(profileApi({ ...MEMBER, balance: '48000.5' }).handlers);
    signIn();
    const { unmount } = renderApp('/my_info');
    expect((await screen.findByTestId('balance-amount')).textContent).toBe('¥48,000.50');
    unmount();

    stubApi(profileApi({ ...MEMBER, balance: '-120.00' }).handlers);
    renderApp('/my_info');
    expect((await screen.findByTestId('balance-amount')).textContent).toBe('¥0.00');
  });

  it('renames: refuses an empty name with the API message, then saves and shows the new name', async () => {
    const api = profileApi(MEMBER);
    stubApi(api.handlers);
    signIn();
    renderApp('/my_info');
    await userEvent.click(await screen.findByTestId('nickname-edit'));
    const input = screen.getByTestId('nickname-input');
    await userEvent.clear(input);
    await userEvent.click(screen.getByTestId('nickname-save'));
    expect(await screen.findByText('请输入昵称')).toBeTruthy();
    expect(api.renames).toEqual([]);

    await userEvent.type(input, '  王老师 ');
    await userEvent.click(screen.getByTestId('nickname-save'));
    await waitFor(() => expect(screen.getByTestId('profile-nickname').textContent).toBe('王老师'));
    expect(api.renames).toEqual(['王老师']);
    expect(toasts()).toContain('修改成功');
  });

  it('asks for an e-mail before certification, and offers 重新认证 after a rejection', async () => {
    stubApi(profileApi({ ...MEMBER, auditType: 0, companyName: '', email: null }).handlers);
    signIn();
    const { router } = renderApp('/my_info');
    expect((await screen.findByTestId('profile-email')).textContent).toBe('未设置');
    expect(screen.getByTestId('profile-certification').textContent).toBe('未认证');
    await userEvent.click(screen.getByTestId('profile-certify'));
    expect((await screen.findByTestId('email-required-text')).textContent).toBe('请先设置邮箱地址');
    expect(router.state.location.pathname).toBe('/my_info');
    // 去完善 opens the e-mail layer over the profile.
    await userEvent.click(screen.getByRole('button', { name: '去完善' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check_old_email'));
    expect(await screen.findByTestId('email-input')).toBeTruthy();
  });

  it('sends a visitor to the login prompt', async () => {
    stubApi(profileApi(MEMBER).handlers);
    const { router } = renderApp('/my_info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/need_login'));
  });
});

describe('profile rules', () => {
  it('hides the certification link while the review is pending or once approved', () => {
    expect(certificationOf(0)).toEqual({ status: '未认证', action: '去认证' });
    expect(certificationOf(2)).toEqual({ status: '待审核', action: null });
    expect(certificationOf(3)).toEqual({ status: '已认证', action: null });
    expect(certificationOf(4)).toEqual({ status: '审核未通过', action: '重新认证' });
  });
});
