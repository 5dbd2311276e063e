import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';
import { fakeOrdersApi, goods, order, signInCustomer, type FakeOrdersOptions } from '../testing/fake-orders-api';

// The machine is shared with other suites: give asynchronous UI steps more than the default second.
const SLOW = { timeout: 15_000 };

function openDetail(options: FakeOrdersOptions) {
  stubApi(fakeOrdersApi(options).handlers);
  signInCustomer();
  return renderApp('/my_order/detail?orderNo=SO202503010001');
}

describe('/my_order/detail', { timeout: 20_000 }, () => {
  it('shows progress, order, sender and express information and the goods with their samples', async () => {
    openDetail({
      orders: [
        order({
          orderStatus: { id: 2, name: '待收样' },
          methodId: 2,
          labName: '上海张江实验室',
          speciesId: 2,
          pickupTime: '2025-03-01T06:23:00Z',
          express: {
            result: {
              number: 'SF1234567890',
              expName: '顺丰速运',
              list: [{ time: '2025-03-01T08:00:00Z', status: '已揽收' }],
            },
          },
          goods: [
            goods({
              sample: {
                item1: '文库',
                item2: [
                  {
                    sendTempCode: 'WK-001',
                    goodsTitle: '人全基因组文库测序',
                    sampleName: 'LIVER-01',
                    wkName: 'Lib1',
                    species: '人',
                    num: 1,
                    dataSize: 30,
                    templateType: 'LIBRARY',
                    zwkName: 'Sub1',
                    indexi7: 'ATCACG',
                    indexi5: 'TTAGGC',
                    type: '',
                    lanList: [],
                  },
                ],
              },
            }),
          ],
        }),
      ],
    });
    const progress = await screen.findByTestId('detail-progress', undefined, SLOW);
    expect(
      within(progress)
        .getAllByText(/提交订单|待收样|已收样|已完成/)
        .map((node) => node.textContent),
    ).toEqual(['提交订单', '待收样', '已收样', '已完成']);
    // The sample schedule is not served here (404): the strip is left out, no toast.
    expect(screen.queryByTestId('sample-progress')).toBeNull();
    expect(screen.queryByTestId('notifier-toast')).toBeNull();

    const info = screen.getByTestId('detail-order-info');
    expect(within(info).getByTestId('detail-order-no').textContent).toBe('SO202503010001');
    expect(within(info).getByText('上门取样')).toBeTruthy();
    expect(within(info).getByText('闪测')).toBeTruthy();
    expect(within(info).getByText('上海张江实验室')).toBeTruthy();
    expect(within(info).getByText('2025-03-01 14:23')).toBeTruthy();
    expect(within(screen.getByTestId('detail-sender')).getByText('138****0001')).toBeTruthy();
    const express = screen.getByTestId('detail-express');
    expect(within(express).getByText('SF1234567890')).toBeTruthy();
    expect(within(express).getByText('已揽收')).toBeTruthy();
    const samples = within(screen.getByTestId('detail-goods')).getByTestId('order-samples');
    expect(within(samples).getByText('WK-001')).toBeTruthy();
    expect(within(samples).getByText('ATCACG')).toBeTruthy();
    // The customer's sample and library names, not the product's title.
    expect(
      within(samples)
        .getAllByRole('columnheader')
        .map((node) => node.textContent),
    ).toEqual(['送样编号', '样本名称', '文库名称', '物种', '管数', '数据量(G)', '子文库', 'i7', 'i5']);
    expect(within(samples).getByText('LIVER-01')).toBeTruthy();
    expect(within(samples).queryByText('人全基因组文库测序')).toBeNull();
  });

  it('renders the sample progress strip when GetOrderSampleSch answers', async () => {
    openDetail({
      orders: [order({ orderStatus: { id: 3, name: '已收样' } })],
      schedule: envelope({
        totalNum: 2,
        list: [
          { desc: '已寄出', step: 'SENT', schedule: '2/2', date: '2025-03-01T08:00:00Z' },
          { desc: '已收样', step: 'RECEIVED', schedule: '1/2', date: '2025-03-02T01:00:00Z' },
          { desc: '质检完成', step: 'QC_DONE', schedule: '0/2', date: null },
        ],
      }),
    });
    const strip = await screen.findByTestId('sample-progress', undefined, SLOW);
    expect(
      within(strip)
        .getAllByTestId('sample-progress-step')
        .map((node) => node.textContent),
    ).toEqual(['已寄出2/22025-03-01 16:00', '已收样1/22025-03-02 09:00', '质检完成0/2—']);
  });

  it('shows 暂无物流信息 without express data and 未查询到该订单的商品 without goods', async () => {
    openDetail({ orders: [order({ goods: [] })] });
    expect(await screen.findByText('暂无物流信息', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('未查询到该订单的商品')).toBeTruthy();
  });

  it('shows 预计交付 as a date once the lab has received the samples', async () => {
    openDetail({
      orders: [
        order({ orderStatus: { id: 3, name: '已收样' }, turnaroundDays: 3, expectedDeliveryDate: '2026-11-26' }),
      ],
    });
    const expected = await screen.findByTestId('detail-expected-delivery', undefined, SLOW);
    expect(expected.textContent).toBe('2026-11-26');
  });

  it('shows the turnaround rule as 预计交付 while the lab awaits the samples', async () => {
    openDetail({
      orders: [order({ orderStatus: { id: 2, name: '待收样' }, turnaroundDays: 25, expectedDeliveryDate: null })],
    });
    const expected = await screen.findByTestId('detail-expected-delivery', undefined, SLOW);
    expect(expected.textContent).toBe('收样后25个工作日');
  });

  it('shows no 预计交付 for a cancelled order', async () => {
    openDetail({
      orders: [order({ orderStatus: { id: 5, name: '已取消' }, turnaroundDays: 3, expectedDeliveryDate: null })],
    });
    await screen.findByTestId('detail-cancelled', undefined, SLOW);
    expect(screen.queryByTestId('detail-expected-delivery')).toBeNull();
  });

  it('shows the cancelled notice instead of the steps', async () => {
    openDetail({ orders: [order({ orderStatus: { id: 5, name: '已取消' } })] });
    expect(await screen.findByTestId('detail-cancelled', undefined, SLOW)).toBeTruthy();
  });

  it("answers 未查询到该订单的商品 for another customer's order (the API answers it as missing)", async () => {
    openDetail({ orders: [] });
    expect(await screen.findByText('未查询到该订单的商品', undefined, SLOW)).toBeTruthy();
  });

  it('offers to change the samples until the lab receives them, opening /sample_input for the order', async () => {
    const { router } = openDetail({
      orders: [
        order({
          orderStatus: { id: 2, name: '待收样' },
          goods: [
            goods({
              sample: {
                item1: '生物',
                item2: [
                  {
                    sendTempCode: 'TY1',
                    sampleNo: 'YB-01',
                    goodsTitle: '人全基因组重测序',
                    sampleName: 'LIVER-01',
                    species: '人',
                    num: 1,
                    dataSize: 0,
                    templateType: 'SAMPLE',
                    zwkName: '',
                    indexi7: '',
                    indexi5: '',
                    type: '',
                    lanList: [],
                  },
                ],
              },
            }),
          ],
        }),
      ],
    });
    const button = await screen.findByTestId('detail-edit-samples', undefined, SLOW);
    expect(button.textContent).toBe('修改样本信息');
    // The customer's own number (YB-01) is shown beside the generated send code, not replaced by it.
    const samples = screen.getByTestId('order-samples');
    expect(
      within(samples)
        .getAllByRole('columnheader')
        .map((node) => node.textContent),
    ).toEqual(['送样编号', '样本编号', '样本名称', '物种', '管数']);
    expect(within(samples).getByText('TY1')).toBeTruthy();
    expect(within(samples).getByText('YB-01')).toBeTruthy();
    button.click();
    await screen.findByTestId('layer-modal', undefined, SLOW);
    expect(router.state.location.pathname).toBe('/sample_input');
    expect(router.state.location.search).toBe('?orderNo=SO202503010001');
  });

  it('shows a 待填写样本 to-do that opens the sample entry while samples are missing', async () => {
    const { router } = openDetail({
      orders: [order({ orderStatus: { id: 1, name: '待付款' }, contractId: 1, samplesToFill: true })],
    });
    const todo = await screen.findByTestId('detail-samples-to-fill', undefined, SLOW);
    expect(todo.textContent).toContain('待填写样本');
    within(todo).getByRole('button', { name: '填写样本信息' }).click();
    await screen.findByTestId('layer-modal', undefined, SLOW);
    expect(router.state.location.pathname).toBe('/sample_input');
    expect(router.state.location.search).toBe('?orderNo=SO202503010001');
  });

  it('shows no 待填写样本 to-do once the samples are complete', async () => {
    openDetail({ orders: [order({ orderStatus: { id: 2, name: '待收样' }, samplesToFill: false })] });
    await screen.findByTestId('detail-progress', undefined, SLOW);
    expect(screen.queryByTestId('detail-samples-to-fill')).toBeNull();
  });

  it('offers no sample change once the samples are received', async () => {
    openDetail({ orders: [order({ orderStatus: { id: 3, name: '已收样' } })] });
    await screen.findByTestId('detail-goods', undefined, SLOW);
    expect(screen.queryByTestId('detail-edit-samples')).toBeNull();
  });
});
