import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';
import { ADDRESS_MESSAGES, validateAddressForm, EMPTY_ADDRESS_FORM } from '../lib/address-form';
import { API, fakePersonalCentreApi, HOME_ADDRESS, LAB_ADDRESS, signIn } from '../testing/personal-centre-api';

const toasts = (): string[] => screen.queryAllByTestId('notifier-toast').map((toast) => toast.textContent ?? '');
const invalid = (testId: string): string | null => screen.getByTestId(testId).getAttribute('aria-invalid');

async function openAddLayer() {
  const api = fakePersonalCentreApi({ addresses: [HOME_ADDRESS] });
  stubApi(api.handlers);
  signIn();
  const app = renderApp('/address_manger');
  const layer = await screen.findByTestId('layer-modal');
  await within(layer).findByTestId('region-province');
  return { api, app, layer };
}

describe('validateAddressForm', () => {
  it('reports every failing field in the order of the spec', () => {
    expect(Object.values(validateAddressForm(EMPTY_ADDRESS_FORM))).toEqual([
      ADDRESS_MESSAGES.region,
      ADDRESS_MESSAGES.address,
      ADDRESS_MESSAGES.name,
      ADDRESS_MESSAGES.phoneEmpty,
    ]);
    const filled = {
      ...EMPTY_ADDRESS_FORM,
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      address: '  ',
      name: 'a',
    };
    expect(validateAddressForm({ ...filled, phone: '12345' })).toEqual({
      address: ADDRESS_MESSAGES.address,
      phone: ADDRESS_MESSAGES.phoneInvalid,
    });
    expect(validateAddressForm({ ...filled, address: 'x', phone: '13800000001' })).toEqual({});
  });
});

// The whole app renders for every test; typing through user-event is slow under jsdom.
describe('/address_manger', { timeout: 20_000 }, () => {
  it('shows 城市列表加载中... while the region tree loads', async () => {
    stubApi({
      ...fakePersonalCentreApi().handlers,
      [API.regionTree]: () => new Response(new ReadableStream()),
    });
    signIn();
    renderApp('/address_manger');
    expect(await screen.findByText('城市列表加载中...')).toBeTruthy();
  });

  it('toasts only the first message and marks every failing field', async () => {
    const { api } = await openAddLayer();
    await userEvent.type(screen.getByTestId('address-phone'), '1234');
    await userEvent.click(screen.getByTestId('address-save'));

    await waitFor(() => expect(toasts()).toEqual([ADDRESS_MESSAGES.region]));
    expect(invalid('region-province')).toBe('true');
    expect(invalid('address-detail')).toBe('true');
    expect(invalid('address-name')).toBe('true');
    expect(invalid('address-phone')).toBe('true');
    expect(screen.getByText(ADDRESS_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(api.callsTo(API.addAddress)).toHaveLength(0);
  });

  it('resets city and district when another province is chosen', async () => {
    await openAddLayer();
    const province = screen.getByTestId('region-province') as HTMLSelectElement;
    const city = screen.getByTestId('region-city') as HTMLSelectElement;
    const district = screen.getByTestId('region-district') as HTMLSelectElement;
    expect(city.disabled).toBe(true);

    await userEvent.selectOptions(province, '广东省');
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['请选择', '深圳市', '广州市']);
    await userEvent.selectOptions(city, '深圳市');
    await userEvent.selectOptions(district, '福田区');
    expect(district.value).toBe('福田区');

    await userEvent.selectOptions(province, '北京市');
    expect(city.value).toBe('');
    expect(district.value).toBe('');
    expect(district.disabled).toBe(true);
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['请选择', '市辖区']);
  });

  it('adds an address, toasts the server message, refreshes the list and closes', async () => {
    const { api, app } = await openAddLayer();
    await userEvent.selectOptions(screen.getByTestId('region-province'), '北京市');
    await userEvent.selectOptions(screen.getByTestId('region-city'), '市辖区');
    await userEvent.selectOptions(screen.getByTestId('region-district'), '东城区');
    await userEvent.type(screen.getByTestId('address-detail'), '  东长安街 1 号 ');
    await userEvent.type(screen.getByTestId('address-name'), '韩梅梅');
    await userEvent.type(screen.getByTestId('address-phone'), '1370000000399');
    expect((screen.getByTestId('address-phone') as HTMLInputElement).value).toBe('13700000003');
    await userEvent.click(screen.getByRole('switch', { name: '设为默认地址' }));
    await userEvent.click(screen.getByTestId('address-save'));

    await waitFor(() => expect(toasts()).toEqual(['新增成功']));
    expect(api.callsTo(API.addAddress)[0]?.body).toEqual({
      province: '北京市',
      city: '市辖区',
      district: '东城区',
      street: '',
      address: '东长安街 1 号',
      name: '韩梅梅',
      phone: '13700000003',
      postalCode: '',
      isDefault: true,
    });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByTestId('layer-modal')).toBeNull());
  });

  it('keeps everything typed when the server refuses the address', async () => {
    const api = fakePersonalCentreApi({
      override: { [API.addAddress]: () => envelope(null, 1, '城市信息不正确，请重新选择省市区') },
    });
    stubApi(api.handlers);
    signIn();
    const { router } = renderApp('/address_manger');
    await screen.findByTestId('region-province');
    await userEvent.selectOptions(screen.getByTestId('region-province'), '广东省');
    await userEvent.selectOptions(screen.getByTestId('region-city'), '广州市');
    await userEvent.selectOptions(screen.getByTestId('region-district'), '天河区');
    await userEvent.type(screen.getByTestId('address-detail'), '天河路 2 号');
    await userEvent.type(screen.getByTestId('address-name'), '李雷');
    await userEvent.type(screen.getByTestId('address-phone'), '13900000002');
    await userEvent.click(screen.getByTestId('address-save'));

    await waitFor(() => expect(toasts()).toEqual(['城市信息不正确，请重新选择省市区']));
    expect(router.state.location.pathname).toBe('/address_manger');
    expect((screen.getByTestId('region-district') as HTMLSelectElement).value).toBe('天河区');
    expect((screen.getByTestId('address-detail') as HTMLTextAreaElement).value).toBe('天河路 2 号');
    expect((screen.getByTestId('address-phone') as HTMLInputElement).value).toBe('13900000002');
  });

  it('prefills the address in edit mode (mode=2) and saves it with its id', async () => {
    const api = fakePersonalCentreApi({ addresses: [HOME_ADDRESS, LAB_ADDRESS] });
    stubApi(api.handlers);
    signIn();
    renderApp('/address_manger?mode=2&id=2');
    const district = (await screen.findByTestId('region-district')) as HTMLSelectElement;
    // Stored under the municipality's own name, shown as the tree's 市辖区.
    expect((screen.getByTestId('region-province') as HTMLSelectElement).value).toBe('北京市');
    expect((screen.getByTestId('region-city') as HTMLSelectElement).value).toBe('市辖区');
    expect(district.value).toBe('海淀区');
    expect((screen.getByTestId('address-detail') as HTMLTextAreaElement).value).toBe('中关村大街 1 号');
    expect((screen.getByTestId('address-name') as HTMLInputElement).value).toBe('李雷');
    expect((screen.getByTestId('address-phone') as HTMLInputElement).value).toBe('13900000002');
    expect((screen.getByRole('switch', { name: '设为默认地址' }) as HTMLInputElement).checked).toBe(false);

    await userEvent.clear(screen.getByTestId('address-name'));
    await userEvent.type(screen.getByTestId('address-name'), '李雷雷');
    await userEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(toasts()).toEqual(['修改成功']));
    expect(api.callsTo(API.updateAddress)[0]?.body).toMatchObject({ id: 2, name: '李雷雷', district: '海淀区' });
  });

  it('says so when the address to edit no longer exists', async () => {
    stubApi(fakePersonalCentreApi({ addresses: [HOME_ADDRESS] }).handlers);
    signIn();
    renderApp('/address_manger?mode=2&id=99');
    expect(await screen.findByText('地址不存在或已被删除')).toBeTruthy();
  });
});
