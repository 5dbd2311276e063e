import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, waitForLocation } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';
import { API, fakePersonalCentreApi, HOME_ADDRESS, LAB_ADDRESS, signIn } from '../testing/personal-centre-api';

const toasts = (): string[] => screen.queryAllByTestId('notifier-toast').map((toast) => toast.textContent ?? '');
const items = (): HTMLElement[] => screen.queryAllByTestId('address-item');

describe('/my_info/my_address', { timeout: 20_000 }, () => {
  it('shows the personal-centre menu and the list with masked phones, the default badge and the region', async () => {
    stubApi(fakePersonalCentreApi({ addresses: [HOME_ADDRESS, LAB_ADDRESS] }).handlers);
    signIn();
    renderApp('/my_info/my_address');
    // The session restore at start loads the addresses before the page shows (spec part 2 section 4), so the
    // list can be there at once, without a loading state first.
    await waitFor(() => expect(items()).toHaveLength(2));

    const menu = screen.getByRole('navigation', { name: '个人中心' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['个人资料', '/my_info'],
      ['我的订单', '/my_order'],
      ['取样信息管理', '/my_info/my_address'],
    ]);
    expect(within(menu).getByRole('link', { name: '取样信息管理' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: '取样信息管理' })).toBeTruthy();

    const [home, lab] = items();
    expect(within(home!).getByTestId('address-phone').textContent).toBe('138****0001');
    expect(within(home!).getByTestId('address-default').textContent).toBe('默认地址');
    expect(within(home!).getByTestId('address-text').textContent).toBe('广东省 深圳市 南山区 科技园南区 18 号');
    expect(within(home!).queryByRole('button', { name: '设为默认' })).toBeNull();
    expect(within(lab!).getByTestId('address-phone').textContent).toBe('139****0002');
    expect(within(lab!).getByTestId('address-text').textContent).toBe('北京市 海淀区 中关村大街 1 号');
    expect(within(lab!).queryByTestId('address-default')).toBeNull();
  });

  it('deletes an address only after confirmation and refreshes the list', async () => {
    const api = fakePersonalCentreApi({ addresses: [HOME_ADDRESS, LAB_ADDRESS] });
    stubApi(api.handlers);
    signIn();
    renderApp('/my_info/my_address');
    await waitFor(() => expect(items()).toHaveLength(2));

    await userEvent.click(within(items()[1]!).getByRole('button', { name: '删除' }));
    let dialog = await screen.findByRole('dialog', { name: '删除地址' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '删除地址' })).toBeNull());
    expect(api.callsTo(API.deleteAddress)).toHaveLength(0);

    await userEvent.click(within(items()[1]!).getByRole('button', { name: '删除' }));
    dialog = await screen.findByRole('dialog', { name: '删除地址' });
    expect(within(dialog).getByText(/李雷/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(toasts()).toEqual(['删除成功']));
    expect(api.callsTo(API.deleteAddress)[0]?.body).toEqual({ id: 2 });
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('makes an address the default with all its fields', async () => {
    const api = fakePersonalCentreApi({ addresses: [HOME_ADDRESS, LAB_ADDRESS] });
    stubApi(api.handlers);
    signIn();
    renderApp('/my_info/my_address');
    await waitFor(() => expect(items()).toHaveLength(2));
    await userEvent.click(within(items()[1]!).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(toasts()).toEqual(['修改成功']));
    expect(api.callsTo(API.updateAddress)[0]?.body).toEqual({ ...LAB_ADDRESS, isDefault: true });
  });

  it('opens the edit layer with mode=2 and the id over the list', async () => {
    stubApi(fakePersonalCentreApi({ addresses: [HOME_ADDRESS, LAB_ADDRESS] }).handlers);
    signIn();
    const { router } = renderApp('/my_info/my_address');
    await waitFor(() => expect(items()).toHaveLength(2));
    await userEvent.click(within(items()[1]!).getByRole('button', { name: '编辑' }));
    await waitForLocation(router, '/address_manger?mode=2&id=2');
    expect(((await screen.findByTestId('address-name')) as HTMLInputElement).value).toBe('李雷');
    expect(screen.getByRole('heading', { name: '取样信息管理', hidden: true })).toBeTruthy();
  });

  it('shows the empty state, and the list refreshed after adding through the layer', async () => {
    stubApi(fakePersonalCentreApi().handlers);
    signIn();
    const { router } = renderApp('/my_info/my_address');
    const empty = await screen.findByTestId('address-list-empty');
    expect(within(empty).getByText('暂无取样地址')).toBeTruthy();

    await userEvent.click(screen.getByTestId('address-add'));
    await screen.findByTestId('region-province');
    await userEvent.selectOptions(screen.getByTestId('region-province'), '广东省');
    await userEvent.selectOptions(screen.getByTestId('region-city'), '深圳市');
    await userEvent.selectOptions(screen.getByTestId('region-district'), '南山区');
    await userEvent.type(screen.getByTestId('address-detail'), '深南大道 1 号');
    await userEvent.type(screen.getByTestId('address-name'), '韩梅梅');
    await userEvent.type(screen.getByTestId('address-phone'), '13700000003');
    await userEvent.click(screen.getByTestId('address-save'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my_info/my_address'));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(items()[0]!).getByTestId('address-phone').textContent).toBe('137****0003');
  });

  it('offers a retry when the list fails to load', async () => {
    stubApi({
      ...fakePersonalCentreApi().handlers,
      [API.addressList]: () => envelope(null, 1, '查询失败'),
    });
    signIn();
    renderApp('/my_info/my_address');
    expect(await screen.findByTestId('address-list-error')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('sends a visitor to /need_login', async () => {
    stubApi();
    const { router } = renderApp('/my_info/my_address');
    await waitFor(() => expect(router.state.location.pathname).toBe('/need_login'));
    expect(await screen.findByTestId('layer-modal')).toBeTruthy();
  });
});
