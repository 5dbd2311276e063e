import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractWithProducts, SubAccount, UpdateSubAccountRequest } from '@seqportal/contract';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '@/lib/notifier';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi, type ApiHandler } from '@/testing/stub-api';
import { signInTestMember, TEST_MEMBER } from '@/testing/test-member';

const LOAD = { timeout: 15_000 };
const notices = (): string[] => notifier.getSnapshot().map((notice) => notice.message);

const MAIN: SubAccount = {
  id: TEST_MEMBER.id,
  account: 'wang-lab',
  nickName: '王博士',
  phone: '138****0001',
  isMain: true,
  status: 'approved',
  canOrder: true,
  canViewBilling: true,
  canDownload: true,
  createdAt: '2026-01-05T02:00:00Z',
};
const APPLICANT: SubAccount = {
  ...MAIN,
  id: 21,
  account: 'li-lab',
  nickName: '李同学',
  phone: '137****0021',
  isMain: false,
  status: 'pending',
  createdAt: '2026-11-20T02:00:00Z',
};

function businessApi(accounts: SubAccount[] = [MAIN, APPLICANT], contracts: ContractWithProducts[] = []) {
  let rows = accounts;
  const updates: UpdateSubAccountRequest[] = [];
  const handlers: Record<string, ApiHandler> = {
    '/api/NewPersonalCenter/GetMemberInfo': () => envelope(TEST_MEMBER),
    '/api/NewBusiness/GetSubAccountList': () => envelope(rows),
    '/api/NewPersonalCenter/GetBusinessLink': (url) => {
      const id = Number(url.searchParams.get('id'));
      const links: Record<number, string> = {
        1: '/bussiness_manger/accounts',
        2: '/bussiness_manger/permissions',
        5: '/bussiness_manger/contracts',
        6: '/my_info',
      };
      return links[id] ? envelope({ link: links[id] }) : envelope(null, 400, '功能尚未开通');
    },
    '/api/NewBusiness/UpdateSubAccount': (_url, init) => {
      const change = JSON.parse(String(init?.body)) as UpdateSubAccountRequest;
      updates.push(change);
      rows = rows.map((row) => (row.id === change.id ? { ...row, ...change } : row));
      return envelope(
        rows.find((row) => row.id === change.id),
        0,
        '操作成功',
      );
    },
    '/api/NewOrder/GetContractProductList': () => envelope(contracts),
    '/api/NewOrder/GetContractTemplate': (url) =>
      envelope({
        path: `/files/template.xlsx?contract=${url.searchParams.get('contractId')}&sku=${url.searchParams.get('skuId')}`,
      }),
  };
  return { handlers, updates };
}

describe('/bussiness_manger', { timeout: 30_000 }, () => {
  it('shows six tiles; tiles 3 and 4 are not open, the others go where GetBusinessLink says', async () => {
    stubApi(businessApi().handlers);
    signInTestMember();
    const { router } = renderApp('/bussiness_manger');
    const tiles = await screen.findAllByTestId('business-tile', {}, LOAD);
    expect(tiles.map((tile) => /^(\S{4})/.exec(tile.textContent ?? '')?.[1])).toEqual([
      '账号列表',
      '权限管理',
      '机构申请',
      '角色管理',
      '合同管理',
      '个人中心',
    ]);
    expect(screen.getByTestId('pending-count').textContent).toBe('1');
    await userEvent.click(tiles[2]!);
    await waitFor(() => expect(notices()).toContain('功能尚未开通'));
    await userEvent.click(tiles[3]!);
    expect(router.state.location.pathname).toBe('/bussiness_manger');
    await userEvent.click(tiles[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bussiness_manger/accounts'));
  });

  it('turns away anybody but an approved organisation’s main account with the server’s reason', async () => {
    stubApi({
      ...businessApi().handlers,
      '/api/NewBusiness/GetSubAccountList': () => envelope(null, 403, '仅已认证机构的主账号可使用企业管理'),
    });
    signInTestMember();
    renderApp('/bussiness_manger');
    expect((await screen.findByTestId('business-refused', {}, LOAD)).textContent).toContain(
      '仅已认证机构的主账号可使用企业管理',
    );
    expect(screen.queryByTestId('business-tile')).toBeNull();
  });

  it('tells a sub-account who opens the address by hand that only the main account manages the organisation', async () => {
    const api = businessApi();
    const fetchMock = stubApi({
      ...api.handlers,
      '/api/NewPersonalCenter/GetMemberInfo': () => envelope({ ...TEST_MEMBER, isMain: false }),
    });
    signInTestMember();
    renderApp('/bussiness_manger');
    const notice = await screen.findByTestId('business-sub-account', {}, LOAD);
    expect(notice.textContent).toContain('企业管理仅对机构主账号开放');
    expect(notice.textContent).toContain('请联系贵机构的主账号');
    expect(within(notice).getByRole('link', { name: '返回工作台' }).getAttribute('href')).toBe('/work');
    expect(screen.queryByTestId('business-tile')).toBeNull();
    expect(screen.queryByTestId('business-refused')).toBeNull();
    // No refused call is made: the page knows from the session.
    const called = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(called).not.toContain('/api/NewBusiness/GetSubAccountList');
  });

  it('approves a pending application, then disables and enables the account', async () => {
    const api = businessApi();
    stubApi(api.handlers);
    signInTestMember();
    renderApp('/bussiness_manger/accounts');
    const rows = await screen.findAllByTestId('account-row', {}, LOAD);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('主账号')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByTestId('account-status').textContent).toBe('待审核');
    expect(within(rows[1]!).getByTestId('account-disable').textContent).toBe('拒绝');

    await userEvent.click(within(rows[1]!).getByTestId('account-approve'));
    await waitFor(() => expect(within(rows[1]!).getByTestId('account-status').textContent).toBe('已启用'));
    expect(notices()).toContain('操作成功');
    await userEvent.click(within(rows[1]!).getByTestId('account-disable'));
    await waitFor(() => expect(within(rows[1]!).getByTestId('account-status').textContent).toBe('已停用'));
    await userEvent.click(within(rows[1]!).getByTestId('account-approve'));
    await waitFor(() => expect(within(rows[1]!).getByTestId('account-status').textContent).toBe('已启用'));
    expect(api.updates).toEqual([
      { id: 21, status: 'approved' },
      { id: 21, status: 'disabled' },
      { id: 21, status: 'approved' },
    ]);
  });

  it('says when there are no sub-accounts yet', async () => {
    stubApi(businessApi([MAIN]).handlers);
    signInTestMember();
    renderApp('/bussiness_manger/permissions');
    expect((await screen.findByTestId('permissions-empty', {}, LOAD)).textContent).toContain('暂无子账号');
  });

  it('switches one permission of one sub-account at a time', async () => {
    const api = businessApi([MAIN, { ...APPLICANT, status: 'approved' }]);
    stubApi(api.handlers);
    signInTestMember();
    renderApp('/bussiness_manger/permissions');
    const row = await screen.findByTestId('permission-row', {}, LOAD);
    const order = within(row).getByRole('switch', { name: 'li-lab 下单' }) as HTMLInputElement;
    expect(order.checked).toBe(true);
    await userEvent.click(order);
    await waitFor(() => expect(order.checked).toBe(false));
    expect(api.updates).toEqual([{ id: 21, canOrder: false }]);
  });

  it('lists the organisation’s contracts with balances, and says when there are none', async () => {
    const contract: ContractWithProducts = {
      id: 3,
      name: '2026年度测序服务合同',
      contractID__c: 'HT-2026-001',
      items: [{ skuId: 1 }],
      totalPrice: '500000.00',
      balance: '123456.70',
      paymentMode: 'prepaid',
      productList: [
        {
          skuId: 1,
          name: '人全基因组测序',
          title: '',
          unitPrice: '3200.00',
          goodsImg: '',
          templateType: 'LIBRARY',
          select: false,
          count: 0,
        },
      ],
    };
    stubApi(businessApi([MAIN], [contract]).handlers);
    signInTestMember();
    const { unmount } = renderApp('/bussiness_manger/contracts');
    const card = await screen.findByTestId('contract-card', {}, LOAD);
    expect(card.textContent).toContain('HT-2026-001');
    expect(card.textContent).toContain('预付合同');
    expect(within(card).getByTestId('contract-balance').textContent).toBe('¥123,456.70');
    expect(card.textContent).toContain('人全基因组测序（¥3,200.00）');
    // The template of the contract's products opens in a new tab.
    const opened: string[] = [];
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return null;
    });
    await userEvent.click(within(card).getByTestId('contract-template'));
    await waitFor(() => expect(opened).toEqual(['/files/template.xlsx?contract=3&sku=1']));
    unmount();

    // A contract without products has no template.
    stubApi(businessApi([MAIN], [{ ...contract, productList: [] }]).handlers);
    const second = renderApp('/bussiness_manger/contracts');
    await userEvent.click(await screen.findByTestId('contract-template', {}, LOAD));
    await waitFor(() => expect(notices()).toContain('无可用合同模板'));
    second.unmount();

    stubApi(businessApi([MAIN], []).handlers);
    renderApp('/bussiness_manger/contracts');
    expect((await screen.findByTestId('contracts-empty', {}, LOAD)).textContent).toBe('暂无合同');
  });
});
