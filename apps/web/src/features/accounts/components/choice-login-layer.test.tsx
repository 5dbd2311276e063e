import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginIdentity } from '@seqportal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { notifier } from '@/lib/notifier';
import { getToken } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';
import { groupIdentities } from '../lib/group-identities';
import { setPendingLogin } from '../lib/pending-login';
import { API, accountApi, COMPANY_IDENTITY, PERSONAL_IDENTITY } from '../testing/account-api-stubs';

const SECOND_COMPANY: LoginIdentity = {
  id: 13,
  account: 'bio-ops',
  nickName: '',
  companyName: '北京基因科技有限公司',
  auditType: 3,
};
// A company that is not approved yet logs in as a personal body (spec part 2 section 2.5).
const PENDING_COMPANY: LoginIdentity = {
  id: 14,
  account: 'new-co',
  nickName: '',
  companyName: '待认证公司',
  auditType: 2,
};
const ALL = [COMPANY_IDENTITY, PERSONAL_IDENTITY, SECOND_COMPANY, PENDING_COMPANY];

afterEach(() => setPendingLogin(null));

const accounts = (group: HTMLElement): string[] =>
  within(group)
    .getAllByTestId('identity-card')
    .map((card) => card.textContent ?? '');

describe('groupIdentities', () => {
  it('puts approved companies under 企业主体 and everything else under 个人主体', () => {
    const groups = groupIdentities(ALL, '');
    expect(groups.map((g) => [g.title, g.identities.map((i) => i.id)])).toEqual([
      ['企业主体', [11, 13]],
      ['个人主体', [12, 14]],
    ]);
  });

  it('filters on account or company name, ignoring case and blanks, and drops empty groups', () => {
    expect(groupIdentities(ALL, '  BIO ').flatMap((g) => g.identities.map((i) => i.id))).toEqual([13]);
    expect(groupIdentities(ALL, '北京').map((g) => g.key)).toEqual(['company']);
    expect(groupIdentities(ALL, '小明').map((g) => g.key)).toEqual(['personal']);
    expect(groupIdentities(ALL, 'nothing')).toEqual([]);
  });
});

describe('/choice_login', () => {
  it('lists the identities grouped, filters them, and is not closable', async () => {
    stubApi(accountApi());
    setPendingLogin({ identities: ALL, ticket: 'ticket-9', avoidLogin: true });
    renderApp('/choice_login');
    const layer = await screen.findByTestId('layer-modal');
    expect(within(layer).getByRole('heading', { name: '选择登录身份' })).toBeTruthy();
    expect(within(layer).queryByRole('button', { name: '关闭' })).toBeNull();
    expect(accounts(screen.getByTestId('identity-group-company'))).toEqual([
      'wang-lab上海示例生物科技有限公司',
      'bio-ops北京基因科技有限公司',
    ]);
    expect(accounts(screen.getByTestId('identity-group-personal'))).toEqual(['王小明个人账号', 'new-co待认证公司']);

    await userEvent.type(screen.getByTestId('choice-login-filter'), '上海');
    expect(screen.getAllByTestId('identity-card')).toHaveLength(1);
    expect(screen.queryByTestId('identity-group-personal')).toBeNull();

    await userEvent.clear(screen.getByTestId('choice-login-filter'));
    await userEvent.type(screen.getByTestId('choice-login-filter'), 'zzz');
    expect(within(layer).getByText('暂无数据')).toBeTruthy();
  });

  it('logs in with the chosen identity and the ticket, says 操作中 on a second click, then goes home', async () => {
    let releaseToken: () => void = () => undefined;
    const tokenAnswered = new Promise<void>((resolve) => {
      releaseToken = resolve;
    });
    const requested: string[] = [];
    const fetchMock = stubApi(
      accountApi({
        [API.getToken]: (url) => {
          requested.push(url.search);
          return envelope({
            token: `token-${url.searchParams.get('id')}`,
            refreshToken: 'r',
            expiresIn: 900,
            memberInfo: [],
          });
        },
      }),
    );
    // Hold GetToken until the test lets it answer, to click a second time while it loads.
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes(API.getToken)) await tokenAnswered;
      return answer(input, init);
    });
    setPendingLogin({ identities: ALL, ticket: 'ticket-9', avoidLogin: false });
    const { router } = renderApp('/choice_login');
    const cards = await screen.findAllByTestId('identity-card');

    await userEvent.click(cards[1]!);
    await userEvent.click(cards[0]!);
    await waitFor(() => expect(notifier.getSnapshot().map((n) => n.message)).toContain('操作中, 请稍后'));

    await act(async () => releaseToken());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByTestId('layer-modal')).toBeNull());
    expect(getToken()).toBe('token-13');
    expect(requested).toHaveLength(1);
    const query = new URLSearchParams(requested[0]);
    expect([query.get('id'), query.get('ticket'), query.get('avoidLogin')]).toEqual(['13', 'ticket-9', 'false']);
    expect(notifier.getSnapshot().map((n) => n.message)).toContain('登录成功');
  });

  it('lets the customer choose again when the server refuses the identity', async () => {
    stubApi(accountApi({ [API.getToken]: () => envelope(null, 400, '登录凭据已失效，请重新登录') }));
    setPendingLogin({ identities: ALL, ticket: 'ticket-9', avoidLogin: true });
    const { router } = renderApp('/choice_login');
    await userEvent.click((await screen.findAllByTestId('identity-card'))[0]!);
    await waitFor(() => expect(notifier.getSnapshot().map((n) => n.message)).toContain('登录凭据已失效，请重新登录'));
    expect(router.state.location.pathname).toBe('/choice_login');
    expect(getToken()).toBeNull();
  });

  it('offers the way back to /login when opened without a login (reload)', async () => {
    stubApi(accountApi());
    const { router } = renderApp('/choice_login');
    const expired = await screen.findByTestId('choice-login-expired');
    await userEvent.click(within(expired).getByRole('button', { name: '返回登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
