import { as, biologicalRow, libraryRow, submitWithSamples, UDI } from './samples-test-kit.js';
import { createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

const INFO = '/api/NewOrder/GetOrderSampleInfo';
const MODIFY = '/api/NewOrder/ModifyOrderSamples';

describe('GetOrderSampleInfo', () => {
  let t: DemoApp;
  let library: number;
  let wgs: number;

  beforeAll(async () => {
    t = await createDemoApp();
    library = await skuIdOf(t, 'LIB-NOVA-10G');
    wgs = await skuIdOf(t, 'WGS-HU-30X');
  });
  afterAll(() => t.close());

  const info = (orderNo: string | undefined, who = t.personal) =>
    as(t, who).get(INFO, orderNo === undefined ? {} : { orderNo });

  it('answers what SubmitOrder saved, in its own shape, and ModifyOrderSamples takes it back unchanged', async () => {
    const lists = {
      wkList: [
        libraryRow('LIB-E1', [
          ['E1-1', UDI[1]],
          ['E1-2', UDI[2]],
        ]),
        libraryRow('LIB-E2', [], {
          zwkList: [{ zwkName: 'E2-1', type: 'Hi-C文库', indexi7: 'ATCACG', indexi5: '' }],
          dataSize: 12.5,
          isLan: false,
        }),
      ],
      lanList: [{ lanId: 'L-INFO-1', wkName: 'LIB-E1', num: 1, phix: 1.5 }],
    };
    const submitted = await submitWithSamples(t, t.personal, [{ skuId: library, count: 2 }], lists);
    expect(submitted.code).toBe(0);
    const orderNo = submitted.body.orderNo as string;

    const answer = await info(orderNo);
    expect(answer.body.code).toBe(0);
    expect(answer.body.body).toMatchObject({
      orderNo,
      editable: true,
      lockedReason: null,
      ybList: [],
      lanList: lists.lanList,
    });
    const [first, second] = answer.body.body.wkList;
    expect(first).toMatchObject({
      wkName: 'LIB-E1',
      name: 'LIB-E1-样本',
      type: 'DNA文库',
      species: '人',
      num: 1,
      weight: 5.2,
      dataSize: 10,
      isLan: true,
      skuCode: 'LIB-NOVA-10G',
    });
    expect(first.zwkList).toEqual([
      { zwkName: 'E1-1', type: '双index文库', indexi7: UDI[1][0], indexi5: UDI[1][1], wkName: 'LIB-E1' },
      { zwkName: 'E1-2', type: '双index文库', indexi7: UDI[2][0], indexi5: UDI[2][1], wkName: 'LIB-E1' },
    ]);
    expect(second).toMatchObject({
      wkName: 'LIB-E2',
      dataSize: 12.5,
      isLan: false,
      zwkList: [{ zwkName: 'E2-1', type: 'Hi-C文库', indexi7: 'ATCACG', indexi5: '', wkName: 'LIB-E2' }],
    });

    // The round trip: what the page loads is a valid ModifyOrderSamples request that changes nothing.
    const { ybList, wkList, lanList } = answer.body.body;
    expect((await as(t, t.personal).post(MODIFY, { orderNo, ybList, wkList, lanList })).body).toMatchObject({
      code: 0,
      message: '修改成功',
    });
    expect((await info(orderNo)).body.body).toEqual(answer.body.body);
  });

  it('answers biological samples with their numbers', async () => {
    const submitted = await submitWithSamples(t, t.personal, [{ skuId: wgs, count: 2 }], {
      ybList: [biologicalRow('血液-A'), biologicalRow('血液-B')],
    });
    const answer = await info(submitted.body.orderNo as string);
    expect(answer.body.body.ybList).toEqual([
      { no: 'NO-血液-A', name: '血液-A', type: 'DNA', species: '人', num: 1, skuCode: 'WGS-HU-30X' },
      { no: 'NO-血液-B', name: '血液-B', type: 'DNA', species: '人', num: 1, skuCode: 'WGS-HU-30X' },
    ]);
    expect(answer.body.body.wkList).toEqual([]);
  });

  it("lists the order's products with their kind, for the 产品编码 select", async () => {
    const submitted = await submitWithSamples(
      t,
      t.personal,
      [
        { skuId: wgs, count: 1 },
        { skuId: library, count: 1 },
      ],
      {
        ybList: [biologicalRow('血液-P')],
      },
    );
    const answer = await info(submitted.body.orderNo as string);
    expect(answer.body.body.products).toEqual([
      { skuCode: 'WGS-HU-30X', goodsName: expect.any(String), skuName: expect.any(String), kind: 'yb' },
      { skuCode: 'LIB-NOVA-10G', goodsName: expect.any(String), skuName: expect.any(String), kind: 'wk' },
    ]);
    const names = (answer.body.body.products as Array<{ goodsName: string }>).map((product) => product.goodsName);
    expect(names.every((name) => name.length > 0)).toBe(true);
  });

  it('says when the samples can no longer be changed: received, or the order cancelled', async () => {
    const received = (
      await submitWithSamples(t, t.personal, [{ skuId: wgs, count: 1 }], { ybList: [biologicalRow('血液-R')] })
    ).body.orderNo as string;
    await t.dataSource.query(
      `UPDATE sample SET received_at = now(), progress_step = 'RECEIVED' WHERE order_id = (SELECT id FROM customer_order WHERE order_no = $1)`,
      [received],
    );
    expect((await info(received)).body.body).toMatchObject({
      editable: false,
      lockedReason: '样本已接收，不能再修改样本信息',
    });

    const cancelled = (
      await submitWithSamples(t, t.personal, [{ skuId: wgs, count: 1 }], { ybList: [biologicalRow('血液-C')] })
    ).body.orderNo as string;
    await t.dataSource.query('UPDATE customer_order SET status = 5 WHERE order_no = $1', [cancelled]);
    expect((await info(cancelled)).body.body).toMatchObject({
      editable: false,
      lockedReason: '订单已取消，不能修改样本信息',
    });
  });

  it("answers 404 for another customer's order and an unknown one, 400 without an order number, 100 without a token", async () => {
    const mine = (
      await submitWithSamples(t, t.personal, [{ skuId: wgs, count: 1 }], { ybList: [biologicalRow('血液-M')] })
    ).body.orderNo as string;
    expect((await info(mine, t.wangwei)).body).toEqual({ code: 404, message: '订单不存在', body: null });
    expect((await info('2000010100000001')).body).toMatchObject({ code: 404 });
    expect((await info(undefined)).body).toMatchObject({ code: 400 });
    expect((await as(t, null).get(INFO, { orderNo: mine })).body).toMatchObject({ code: 100 });
  });
});
