import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractWithProducts } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session';
import { renderApp, waitForLocation } from '@/testing/render-app';
import { envelope, stubApi, type ApiHandler } from '@/testing/stub-api';
import { readSampleSheet } from '../lib/sample-sheet';
import { API, libraryLists, storeSheet } from '../testing/sample-sheet-fixtures';

// The whole app renders first; on a busy machine that takes more than the default second.
const SLOW = { timeout: 15_000 };

const MEMBER = {
  id: 9,
  nickName: '王伟',
  phone: '13800000003',
  account: 'bjfuture',
  companyName: '北京未来基因科技有限公司',
  email: '',
  auditType: 3,
  balance: null,
};
const toasts = (): string[] => screen.queryAllByTestId('notifier-toast').map((toast) => toast.textContent ?? '');

function contract(id: number, name: string, skuIds: number[]): ContractWithProducts {
  return {
    id,
    name,
    contractID__c: `HT-${id}`,
    items: skuIds.map((skuId) => ({ skuId })),
    productList: skuIds.map((skuId) => ({
      skuId,
      name: 'NovaSeq X Plus文库上机测序',
      title: 'PE150 · 10G',
      unitPrice: '144.00',
      goodsImg: '',
      templateType: 'LIBRARY',
      select: false,
      count: 1,
    })),
  };
}

function signedIn(handlers: Record<string, ApiHandler>) {
  setToken('token-9', 'refresh-9', false);
  return stubApi({ '/api/NewPersonalCenter/GetMemberInfo': () => envelope(MEMBER), ...handlers });
}

describe('/sample_info_main and /sample_info_config', { timeout: 20_000 }, () => {
  it('orders the sheet under the contract chosen in /sample_info_config', async () => {
    const fetchMock = signedIn({
      [API.contracts]: () => envelope([contract(3, '文库上机测序年度合同', [31]), contract(4, '单细胞专项合同', [77])]),
      [API.submitOrder]: () => envelope({ code: 0, message: '成功', orderNo: 'SP202601050002' }),
    });
    storeSheet();
    const { router } = renderApp('/sample_info_main');
    const overview = await screen.findByTestId('sample-info-main', undefined, SLOW);
    await within(overview).findByText('NovaSeq X Plus文库上机测序 · PE150 · 10G');
    expect(within(overview).getByTestId('overview-contract').textContent).toBe('样本单下单（不使用合同）');

    await userEvent.click(within(overview).getByRole('button', { name: '选择合同' }));
    const config = await screen.findByTestId('sample-info-config', undefined, SLOW);
    expect(within(config).getByTestId('contract-choice-3').textContent).toContain('样本表中的1个产品均在合同范围内');
    expect(within(config).getByTestId('contract-choice-4').textContent).toContain('样本表中有1个产品不在该合同范围内');
    expect(
      (within(within(config).getByTestId('contract-choice-4')).getByRole('radio') as HTMLInputElement).disabled,
    ).toBe(true);
    await userEvent.click(within(within(config).getByTestId('contract-choice-3')).getByRole('radio'));
    await userEvent.click(within(config).getByTestId('contract-confirm'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sample_info_main'));
    expect((await screen.findByTestId('overview-contract', undefined, SLOW)).textContent).toBe(
      '合同下单 · 文库上机测序年度合同',
    );
    await userEvent.click(screen.getByTestId('confirm-order'));

    await waitForLocation(router, '/generate_order?orderNo=SP202601050002&skuIds=31');
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes(API.submitOrder));
    expect(JSON.parse(String(call![1]?.body))).toMatchObject({
      type: 2,
      propertyType: 1,
      contractId: 3,
      skuList: [{ skuId: 31, count: 1 }],
    });
    expect(readSampleSheet()).toBeNull();
  });

  it('says 您目前暂未签定合同，请联系客服！ with a customer-service link when there is no contract', async () => {
    signedIn({ [API.contracts]: () => envelope([]) });
    storeSheet();
    renderApp('/sample_info_config');
    const config = await screen.findByTestId('sample-info-config', undefined, SLOW);
    expect(within(config).getByTestId('no-contract').textContent).toContain('您目前暂未签定合同，请联系客服！');
    expect(within(config).getByRole('link', { name: '联系客服' }).getAttribute('href')).toBe('/kefu');
    expect(
      (within(within(config).getByTestId('contract-choice-none')).getByRole('radio') as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('sends a sheet that still has errors to /sample_input instead of ordering it', async () => {
    const fetchMock = signedIn({ [API.contracts]: () => envelope([]) });
    storeSheet({ lists: libraryLists({ i7Second: 'ACGTA' }) });
    const { router } = renderApp('/sample_info_main');
    const overview = await screen.findByTestId('sample-info-main', undefined, SLOW);
    expect(within(overview).getByText('样本信息还有1处需要完善')).toBeTruthy();
    await userEvent.click(within(overview).getByTestId('confirm-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sample_input'));
    expect(toasts()).toEqual(['i7 index不能少于6位']);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(API.submitOrder))).toBe(false);
  });

  it('lists the import errors in /sample_info_error and starts over with 重新上传', async () => {
    signedIn({});
    storeSheet({
      errors: [
        { sheet: '文库信息', row: 4, column: 'M', title: 'i5 index', message: 'i5 index格式不正确' },
        { sheet: null, row: null, column: null, title: null, message: '您选择的产品不能同时包含生物产品和文库产品！' },
      ],
    });
    const { router } = renderApp('/sample_info_error');
    const rows = await screen.findAllByTestId('sheet-error');
    expect(rows.map((row) => row.textContent)).toEqual([
      '文库信息4M（i5 index）i5 index格式不正确',
      '———您选择的产品不能同时包含生物产品和文库产品！',
    ]);
    expect(screen.getByTestId('sheet-error-count').textContent).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: '重新上传' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/sample_info_error'));
    expect(readSampleSheet()).toBeNull();
  });
});
