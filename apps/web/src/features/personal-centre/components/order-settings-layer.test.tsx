import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderSettingsResponse } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { stubApi } from '@/testing/stub-api';
import { ORDER_SETTING_MESSAGES } from '../lib/order-settings-form';
import { API, fakePersonalCentreApi, MEMBER, signIn } from '../testing/personal-centre-api';
import { nextSecret } from './order-settings-form';

const SAVED: OrderSettingsResponse = {
  isman: true,
  result: { id: MEMBER.id, memberName: MEMBER.nickName, moblie: MEMBER.phone, email: 'wang@example.cn' },
  companyset: {
    mechanism: '上海示例生物科技有限公司',
    meName: '张晓明',
    meMoblie: '13800000001',
    meEmail: 'a@b.cn;c@d.cn;',
    acceessKeyId: 'LTAI5tKey',
    accessKeySecret: '******1234',
    ossPath: 'seq/2026/',
    bucket: 'lab-data',
    endPoint: 'oss-cn-shanghai.aliyuncs.com',
    isChange: false,
  },
};

const toasts = (): string[] => screen.queryAllByTestId('notifier-toast').map((toast) => toast.textContent ?? '');
const input = (testId: string): HTMLInputElement => screen.getByTestId(testId) as HTMLInputElement;

async function openLayer(orderSetting?: OrderSettingsResponse) {
  const api = fakePersonalCentreApi({ orderSetting });
  stubApi(api.handlers);
  signIn();
  const app = renderApp('/place_order_config');
  await screen.findByTestId('order-settings-form');
  return { api, app };
}

describe('nextSecret', () => {
  it('drops the mask when typing into a still-masked secret', () => {
    expect(nextSecret('******1234', '******1234x', '******1234')).toBe('x');
    expect(nextSecret('******1234', '******123', '******1234')).toBe('');
    expect(nextSecret('******1234', 'new', '******1234')).toBe('new');
    expect(nextSecret('ne', 'new', '******1234')).toBe('new');
  });
});

describe('/place_order_config', { timeout: 20_000 }, () => {
  it('prefills the saved settings, the e-mails as a list and the secret masked', async () => {
    await openLayer(SAVED);
    expect(input('order-mechanism').value).toBe('上海示例生物科技有限公司');
    expect(input('order-mechanism').readOnly).toBe(true);
    expect(input('order-me-name').value).toBe('张晓明');
    expect(input('order-email-0').value).toBe('a@b.cn');
    expect(input('order-email-1').value).toBe('c@d.cn');
    expect(input('delivery-accessKeySecret').type).toBe('password');
    expect(input('delivery-accessKeySecret').value).toBe('******1234');
    expect(screen.getByText('云存储账号需要该路径的写入和列表权限')).toBeTruthy();
  });

  it('sends the masked secret back unchanged and isChange false when no delivery field was edited', async () => {
    const { api, app } = await openLayer(SAVED);
    await userEvent.clear(input('order-me-name'));
    await userEvent.type(input('order-me-name'), '李雷');
    await userEvent.click(screen.getByRole('button', { name: '添加邮箱' }));
    await userEvent.type(input('order-email-2'), 'pm@lab.cn');
    await userEvent.click(screen.getByRole('button', { name: '删除邮箱 1' }));
    await userEvent.click(screen.getByTestId('order-settings-save'));

    await waitFor(() => expect(toasts()).toEqual(['修改成功']));
    expect(api.callsTo(API.saveOrderSetting)[0]?.body).toEqual({
      meName: '李雷',
      meMoblie: '13800000001',
      meEmail: 'c@d.cn;pm@lab.cn;',
      acceessKeyId: 'LTAI5tKey',
      accessKeySecret: '******1234',
      ossPath: 'seq/2026/',
      bucket: 'lab-data',
      endPoint: 'oss-cn-shanghai.aliyuncs.com',
      isChange: false,
    });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
  });

  it('marks the delivery as changed when a delivery field is edited, still keeping the masked secret', async () => {
    const { api } = await openLayer(SAVED);
    await userEvent.type(input('delivery-bucket'), '-2');
    await userEvent.click(screen.getByTestId('order-settings-save'));
    await waitFor(() => expect(api.callsTo(API.saveOrderSetting)).toHaveLength(1));
    expect(api.callsTo(API.saveOrderSetting)[0]?.body).toMatchObject({
      bucket: 'lab-data-2',
      accessKeySecret: '******1234',
      isChange: true,
    });
  });

  it('sends a retyped secret in full', async () => {
    const { api } = await openLayer(SAVED);
    await userEvent.click(input('delivery-accessKeySecret'));
    await userEvent.keyboard('s3cr3t');
    await userEvent.click(screen.getByTestId('order-settings-save'));
    await waitFor(() => expect(api.callsTo(API.saveOrderSetting)).toHaveLength(1));
    expect(api.callsTo(API.saveOrderSetting)[0]?.body).toMatchObject({ accessKeySecret: 's3cr3t', isChange: true });
  });

  it('takes the company from the session before the first save and toasts only the first error', async () => {
    const api = fakePersonalCentreApi({
      orderSetting: { isman: false, result: { id: 7, memberName: '', moblie: '', email: '' }, companyset: null },
    });
    stubApi({ ...api.handlers });
    signIn();
    renderApp('/place_order_config');
    await screen.findByTestId('order-settings-form');
    // MEMBER has a company; this member's settings have none saved, so the company comes from the session.
    expect(input('order-mechanism').value).toBe(MEMBER.companyName);
    expect(input('delivery-accessKeySecret').value).toBe('');

    await userEvent.type(input('order-me-moblie'), '13a8-00');
    expect(input('order-me-moblie').value).toBe('13800');
    await userEvent.type(input('order-email-0'), 'not-an-email');
    await userEvent.click(screen.getByTestId('order-settings-save'));

    await waitFor(() => expect(toasts()).toEqual([ORDER_SETTING_MESSAGES.meName]));
    expect(input('order-me-name').getAttribute('aria-invalid')).toBe('true');
    expect(input('order-email-0').getAttribute('aria-invalid')).toBe('true');
    expect(input('order-me-moblie').getAttribute('aria-invalid')).toBe('false');
    expect(api.callsTo(API.saveOrderSetting)).toHaveLength(0);
  });

  it('shows 个人账号 as mechanism for a member without a company', async () => {
    const api = fakePersonalCentreApi();
    stubApi({
      ...api.handlers,
      [API.memberInfo]: () => ({ code: 0, message: '成功', body: { ...MEMBER, companyName: '' } }),
    });
    signIn();
    renderApp('/place_order_config');
    await screen.findByTestId('order-settings-form');
    expect(input('order-mechanism').value).toBe('个人账号');
  });
});

describe('/buy_error', () => {
  it('prompts for the order settings and opens /place_order_config over the same page', async () => {
    stubApi(fakePersonalCentreApi().handlers);
    signIn();
    const { router } = renderApp('/all_goods');
    await act(() =>
      router.navigate('/buy_error', { state: { backgroundLocation: router.state.location, layerDepth: 1 } }),
    );
    const layer = await screen.findByTestId('layer-modal');
    expect(within(layer).getByText('下单设置未填写，请前往下单设置补充')).toBeTruthy();

    await userEvent.click(within(layer).getByTestId('buy-error-settings'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/place_order_config'));
    expect(await screen.findByTestId('order-settings-form')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({
      backgroundLocation: { pathname: '/all_goods' },
      layerDepth: 2,
    });
  });
});
