import { randomUUID } from 'node:crypto';
import { as, orderRow } from '../orders/orders-test-kit.js';
import { biologicalRow, libraryRow, samplesOf, UDI } from '../samples/samples-test-kit.js';
import { contractIdOf, createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

const SYNC_CART = '/api/NewOrder/SyncProductShoppingCat';
const SYNC = '/api/NewOrder/SyncProduct';
const BATCH = '/api/NewOrder/BatchSubmitOrder';
const SAVE = '/api/NewOrder/SaveSyncProduct';
const LIST = '/api/NewOrder/GetContractProductList';
const CANCEL = '/api/NewOrder/CancelOrder';

describe('contract ordering: sync, batch submit, save samples', () => {
  let t: DemoApp;
  let sh1: number;
  let sh2: number;
  let bj1: number;
  let wgs: number;
  let libDnb: number;
  let libNova: number;

  beforeAll(async () => {
    t = await createDemoApp();
    sh1 = await contractIdOf(t, 'HT-2026-SH-001');
    sh2 = await contractIdOf(t, 'HT-2026-SH-002');
    bj1 = await contractIdOf(t, 'HT-2026-BJ-001');
    wgs = await skuIdOf(t, 'WGS-HU-30X');
    libDnb = await skuIdOf(t, 'LIB-DNB-10G');
    libNova = await skuIdOf(t, 'LIB-NOVA-10G');
  });
  afterAll(() => t.close());

  const batchBody = (contractId: number) => ({ type: 2, propertyType: 1, contractId });
  const balanceOf = async (contractId: number) =>
    (await t.dataSource.query('SELECT balance FROM contract WHERE id = $1', [contractId]))[0].balance as string | null;
  const setBalance = (contractId: number, balance: string) =>
    t.dataSource.query('UPDATE contract SET balance = $2 WHERE id = $1', [contractId, balance]);
  const countOrders = async (memberId: number) =>
    (await t.dataSource.query('SELECT count(*)::int AS n FROM customer_order WHERE member_id = $1', [memberId]))[0]
      .n as number;
  const draftOf = (memberId: number, contractId: number) =>
    t.dataSource.query<Array<{ sku_id: number; count: number }>>(
      'SELECT sku_id, count FROM contract_order_draft WHERE member_id = $1 AND contract_id = $2 ORDER BY sku_id',
      [memberId, contractId],
    );

  it('GetContractProductList shows each contract with its total, its balance (prepaid) and payment mode', async () => {
    const { body } = await as(t, t.shanghai).get(LIST);
    expect(body.code).toBe(0);
    const [first, second] = body.body as Array<Record<string, unknown>>;
    expect(first).toMatchObject({ id: sh1, paymentMode: 'prepaid', totalPrice: '600000.00', balance: '486320.00' });
    expect(second).toMatchObject({ id: sh2, paymentMode: 'credit', totalPrice: '300000.00', balance: null });
  });

  it('syncs a selection into the draft and answers one sample row per unit, pre-filled with the product', async () => {
    const response = await as(t, t.shanghai).post(SYNC_CART, {
      contractId: sh1,
      skuList: [
        { skuId: wgs, count: 1 },
        { skuId: wgs, count: 1 },
      ],
    });
    expect(response.body).toMatchObject({ code: 0, body: { sampleType: '生物' } });
    expect(response.body.body.ybList).toEqual([
      expect.objectContaining({ skuCode: 'WGS-HU-30X', num: 1 }),
      expect.objectContaining({ skuCode: 'WGS-HU-30X', num: 1 }),
    ]);
    expect(await draftOf(t.shanghai.memberId, sh1)).toEqual([{ sku_id: wgs, count: 2 }]);

    const synced = await as(t, t.shanghai).post(SYNC, {}, { contractId: sh1 });
    expect(synced.body).toMatchObject({ code: 0, body: { sampleType: '生物' } });
    expect(synced.body.body.sampleList).toHaveLength(2);

    const library = await as(t, t.shanghai).post(SYNC_CART, {
      contractId: sh1,
      skuList: [{ skuId: libDnb, count: 1 }],
    });
    expect(library.body).toMatchObject({ code: 0, body: { sampleType: '文库' } });
    expect(library.body.body.wkList).toEqual([expect.objectContaining({ skuCode: 'LIB-DNB-10G', zwkList: [] })]);
    // A sync replaces the contract's draft as a whole.
    expect(await draftOf(t.shanghai.memberId, sh1)).toEqual([{ sku_id: libDnb, count: 1 }]);
  });

  it('answers every refusal of the spec and leaves the previous draft as it was', async () => {
    await as(t, t.shanghai).post(SYNC_CART, { contractId: sh1, skuList: [{ skuId: wgs, count: 2 }] });
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ contractId: sh1, skuList: [] }, 400, '批量下单时至少选择一个商品！'],
      [
        {
          contractId: sh1,
          skuList: [
            { skuId: wgs, count: 1 },
            { skuId: libDnb, count: 1 },
          ],
        },
        400,
        '您选择的产品不能同时包含生物产品和文库产品！',
      ],
      [{ contractId: sh1, skuList: [{ skuId: libNova, count: 1 }] }, 184, '该商品不在合同范围内，请联系客服'],
      [{ contractId: bj1, skuList: [{ skuId: libDnb, count: 1 }] }, 404, '合同不存在'],
      [{ contractId: sh1, skuList: [{ skuId: wgs, count: 0 }] }, 400, '商品数量必须是正整数'],
      [{ contractId: 'x', skuList: [{ skuId: wgs, count: 1 }] }, 400, '合同编号不正确'],
    ];
    for (const [body, code, message] of refusals) {
      expect((await as(t, t.shanghai).post(SYNC_CART, body)).body).toMatchObject({ code, message });
    }
    expect(await draftOf(t.shanghai.memberId, sh1)).toEqual([{ sku_id: wgs, count: 2 }]);
  });

  it('answers 您目前暂未签定合同 without a contract in force and 该合同下无可用产品 for an empty contract', async () => {
    await t.dataSource.query('UPDATE contract SET active = FALSE WHERE id = $1', [bj1]);
    try {
      const none = await as(t, t.beijing).post(SYNC_CART, { contractId: bj1, skuList: [{ skuId: libDnb, count: 1 }] });
      expect(none.body).toMatchObject({ code: 400, message: '您目前暂未签定合同，请联系客服！' });
      const batch = await as(t, t.beijing).post(BATCH, batchBody(bj1));
      expect(batch.body).toMatchObject({ code: 400, message: '您目前暂未签定合同，请联系客服！' });
    } finally {
      await t.dataSource.query('UPDATE contract SET active = TRUE WHERE id = $1', [bj1]);
    }
    const [empty] = await t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO contract (contract_no, name, organisation_id, active) VALUES ('HT-TEST-EMPTY', '空合同', $1, TRUE)
       RETURNING id`,
      [t.beijing.organisationId],
    );
    const response = await as(t, t.beijing).post(SYNC_CART, {
      contractId: empty!.id,
      skuList: [{ skuId: libDnb, count: 1 }],
    });
    expect(response.body).toMatchObject({ code: 400, message: '该合同下无可用产品' });
    await t.dataSource.query('DELETE FROM contract WHERE id = $1', [empty!.id]);
  });

  it('refuses callers whose institution is not approved with 183 and the dialog text of their state', async () => {
    const personal = await as(t, t.personal).post(SYNC_CART, { contractId: sh1, skuList: [{ skuId: wgs, count: 1 }] });
    expect(personal.body).toMatchObject({ code: 183, message: '请先去认证', body: { auditType: 0 } });
    for (const [auditType, message] of [
      [2, '请等待账号审核通过'],
      [4, '审核未通过，请重新认证'],
      [1, '请先去认证'],
    ] as const) {
      await t.dataSource.query('UPDATE organisation SET audit_type = $2 WHERE id = $1', [
        t.beijing.organisationId,
        auditType,
      ]);
      for (const call of [
        as(t, t.beijing).post(SYNC_CART, { contractId: bj1, skuList: [{ skuId: libDnb, count: 1 }] }),
        as(t, t.beijing).post(SYNC, {}, { contractId: bj1 }),
        as(t, t.beijing).post(BATCH, batchBody(bj1)),
        as(t, t.beijing).post(SAVE, { orderNo: '2026010100000001', ybList: [], wkList: [], lanList: [], zwkList: [] }),
      ]) {
        expect((await call).body).toMatchObject({ code: 183, message, body: { auditType } });
      }
    }
    await t.dataSource.query('UPDATE organisation SET audit_type = 3 WHERE id = $1', [t.beijing.organisationId]);
    expect((await as(t, t.beijing).post(SYNC, {}, { contractId: bj1 })).body).toMatchObject({
      code: 400,
      message: '批量下单时至少选择一个商品！',
    });
  });

  it('batch-submits the draft at the contract price, takes it from a prepaid balance, and saves the samples', async () => {
    await setBalance(sh1, '486320.00');
    await as(t, t.shanghai).post(SYNC_CART, { contractId: sh1, skuList: [{ skuId: wgs, count: 2 }] });
    const response = await as(t, t.shanghai).post(BATCH, batchBody(sh1));
    expect(response.body).toMatchObject({ code: 0, body: { orderNo: expect.stringMatching(/^\d{16}$/) } });
    const orderNo = response.body.body.orderNo as string;
    // 2 x 2380.00 (85% of 2800.00).
    expect(await orderRow(t, orderNo)).toMatchObject({
      status: 1,
      contract_id: sh1,
      total_price: '4760.00',
      contract_balance_taken: '4760.00',
    });
    expect(await balanceOf(sh1)).toBe('481560.00');

    const saved = await as(t, t.shanghai).post(SAVE, {
      orderNo,
      ybList: [biologicalRow('合同样本1'), biologicalRow('合同样本2')],
      wkList: [],
      lanList: [],
      zwkList: [],
    });
    expect(saved.body).toMatchObject({ code: 0, message: '保存成功' });
    expect((await samplesOf(t, orderNo)).map((sample) => sample.name)).toEqual(['合同样本1', '合同样本2']);

    // Cancelling gives the amount back to the contract.
    const { id } = await orderRow(t, orderNo);
    expect((await as(t, t.shanghai).post(CANCEL, {}, { orderid: id })).body).toMatchObject({ code: 0 });
    expect(await balanceOf(sh1)).toBe('486320.00');
    expect(await orderRow(t, orderNo)).toMatchObject({ status: 5, contract_balance_taken: '0.00' });
  });

  it('keeps a batch order whose samples step was left as 待填写样本 in the order list, the detail and the to-dos', async () => {
    await setBalance(sh1, '486320.00');
    await as(t, t.shanghai).post(SYNC_CART, { contractId: sh1, skuList: [{ skuId: wgs, count: 2 }] });
    const orderNo = (await as(t, t.shanghai).post(BATCH, batchBody(sh1))).body.body.orderNo as string;
    // The customer cancels the samples step: nothing is saved, the order stays pending.
    const listed = async () =>
      (
        (await as(t, t.shanghai).get('/api/NewOrder/OrderList', { page: 1, status: 0, pageSize: 50 })).body.body
          .list as Array<{ orderNo: string; samplesToFill: boolean }>
      ).find((order) => order.orderNo === orderNo);
    const detail = async () =>
      (await as(t, t.shanghai).post('/api/NewOrder/orderDetails', {}, { orderNo })).body.body.list[0];
    const todos = async () =>
      ((await as(t, t.shanghai).get('/api/NewWork/GetTodoList')).body.body as Array<{ content1: string }>).map(
        (item) => item.content1,
      );
    expect(await listed()).toMatchObject({ samplesToFill: true });
    expect(await detail()).toMatchObject({ orderStatus: { id: 1 }, samplesToFill: true });
    expect(await todos()).toContain(`待填写样本信息：${orderNo}`);

    // One of the two samples saved: still to fill.
    await as(t, t.shanghai).post(SAVE, {
      orderNo,
      ybList: [biologicalRow('合同样本A')],
      wkList: [],
      lanList: [],
      zwkList: [],
    });
    expect(await listed()).toMatchObject({ samplesToFill: true });
    // Both saved: the to-do is done everywhere.
    const saved = await as(t, t.shanghai).post(SAVE, {
      orderNo,
      ybList: [biologicalRow('合同样本A'), biologicalRow('合同样本B')],
      wkList: [],
      lanList: [],
      zwkList: [],
    });
    expect(saved.body.code).toBe(0);
    expect(await listed()).toMatchObject({ samplesToFill: false });
    expect(await detail()).toMatchObject({ samplesToFill: false });
    expect(await todos()).not.toContain(`待填写样本信息：${orderNo}`);
    const { id } = await orderRow(t, orderNo);
    await as(t, t.shanghai).post(CANCEL, {}, { orderid: id });
  });

  it('saves a library order with its flat zwkList nested by wkName, and refuses sample rule errors', async () => {
    await as(t, t.shanghai).post(SYNC_CART, { contractId: sh1, skuList: [{ skuId: libDnb, count: 1 }] });
    const orderNo = (await as(t, t.shanghai).post(BATCH, batchBody(sh1))).body.body.orderNo as string;
    const { zwkList, ...library } = libraryRow('WK-C1', [['WK-C1-1', UDI[1]]], { skuCode: 'LIB-DNB-10G' });
    const bad = await as(t, t.shanghai).post(SAVE, {
      orderNo,
      ybList: [],
      wkList: [{ ...library, zwkList: [] }],
      lanList: [],
      zwkList: [{ ...zwkList[0], wkName: 'WK-C1', indexi7: 'XYZ' }],
    });
    expect(bad.body.code).toBe(400);
    expect(await samplesOf(t, orderNo)).toEqual([]);
    const orphan = await as(t, t.shanghai).post(SAVE, {
      orderNo,
      ybList: [],
      wkList: [{ ...library, zwkList: [] }],
      lanList: [],
      zwkList: [{ ...zwkList[0], wkName: 'WK-OTHER' }],
    });
    expect(orphan.body).toMatchObject({ code: 400, message: '子文库WK-C1-1所属的文库不存在' });
    const ok = await as(t, t.shanghai).post(SAVE, {
      orderNo,
      ybList: [],
      wkList: [{ ...library, zwkList: [] }],
      lanList: [],
      zwkList: [{ ...zwkList[0], wkName: 'WK-C1' }],
    });
    expect(ok.body).toMatchObject({ code: 0 });
    const subs = await t.dataSource.query(
      `SELECT sl.zwk_name, sl.index_i7 FROM sub_library sl JOIN sample s ON s.id = sl.sample_id
       JOIN customer_order o ON o.id = s.order_id WHERE o.order_no = $1`,
      [orderNo],
    );
    expect(subs).toEqual([{ zwk_name: 'WK-C1-1', index_i7: UDI[1][0] }]);
  });

  it("answers 404 for another customer's order in SaveSyncProduct and for another customer's contract", async () => {
    await as(t, t.shanghai).post(SYNC_CART, {
      contractId: sh2,
      skuList: [{ skuId: await skuIdOf(t, 'SC-10X-3P'), count: 1 }],
    });
    const orderNo = (await as(t, t.shanghai).post(BATCH, batchBody(sh2))).body.body.orderNo as string;
    const save = await as(t, t.beijing).post(SAVE, {
      orderNo,
      ybList: [biologicalRow('x')],
      wkList: [],
      lanList: [],
      zwkList: [],
    });
    expect(save.body).toMatchObject({ code: 404, message: '订单不存在' });
    expect((await as(t, t.beijing).post(BATCH, batchBody(sh1))).body).toMatchObject({
      code: 404,
      message: '合同不存在',
    });
    expect((await as(t, t.beijing).post(SYNC, {}, { contractId: sh2 })).body).toMatchObject({ code: 404 });
  });

  it('leaves a credit contract balance alone (its orders draw on credit when placed)', async () => {
    await as(t, t.shanghai).post(SYNC_CART, {
      contractId: sh2,
      skuList: [{ skuId: await skuIdOf(t, 'SC-10X-3P'), count: 1 }],
    });
    const orderNo = (await as(t, t.shanghai).post(BATCH, batchBody(sh2))).body.body.orderNo as string;
    expect(await orderRow(t, orderNo)).toMatchObject({ contract_id: sh2, contract_balance_taken: '0.00' });
    expect(await balanceOf(sh2)).toBeNull();
  });

  it('aborts with nothing created when the sync or the batch submit fails', async () => {
    const before = await countOrders(t.shanghai.memberId);
    // A failed first sync stores nothing, so the batch submit that follows has nothing to order.
    await t.dataSource.query('DELETE FROM contract_order_draft WHERE member_id = $1', [t.shanghai.memberId]);
    const mixed = await as(t, t.shanghai).post(SYNC_CART, {
      contractId: sh1,
      skuList: [
        { skuId: wgs, count: 1 },
        { skuId: libDnb, count: 1 },
      ],
    });
    expect(mixed.body.code).toBe(400);
    expect((await as(t, t.shanghai).post(BATCH, batchBody(sh1))).body).toMatchObject({
      code: 400,
      message: '批量下单时至少选择一个商品！',
    });
    // A batch submit the balance does not cover: no order, no goods, no history, the balance untouched.
    await as(t, t.shanghai).post(SYNC_CART, { contractId: sh1, skuList: [{ skuId: wgs, count: 3 }] });
    await setBalance(sh1, '7139.99');
    const short = await as(t, t.shanghai).post(BATCH, batchBody(sh1));
    expect(short.body).toMatchObject({
      code: 187,
      message: '合同余额不足：本单金额7140.00元，合同余额7139.99元，请联系客服续签或选择其他合同',
      body: { contractId: sh1, amount: '7140.00', balance: '7139.99' },
    });
    expect(await countOrders(t.shanghai.memberId)).toBe(before);
    expect(await balanceOf(sh1)).toBe('7139.99');
    await setBalance(sh1, '486320.00');
  });

  it('answers the same order for the same Idempotency-Key and 409 for another body', async () => {
    await as(t, t.shanghai).post(SYNC_CART, { contractId: sh1, skuList: [{ skuId: wgs, count: 1 }] });
    const key = randomUUID();
    const before = await countOrders(t.shanghai.memberId);
    const [first, second] = await Promise.all([
      as(t, t.shanghai, { 'idempotency-key': key }).post(BATCH, batchBody(sh1)),
      as(t, t.shanghai, { 'idempotency-key': key }).post(BATCH, batchBody(sh1)),
    ]);
    expect(first.body.code).toBe(0);
    expect(second.body).toEqual(first.body);
    const third = await as(t, t.shanghai, { 'idempotency-key': key }).post(BATCH, batchBody(sh1));
    expect(third.body.body.orderNo).toBe(first.body.body.orderNo);
    expect(await countOrders(t.shanghai.memberId)).toBe(before + 1);
    expect(await balanceOf(sh1)).toBe('483940.00');
    const other = await as(t, t.shanghai, { 'idempotency-key': key }).post(BATCH, batchBody(sh2));
    expect(other.body).toMatchObject({ code: 409 });
    expect(await countOrders(t.shanghai.memberId)).toBe(before + 1);
  });

  it('never takes a prepaid balance below zero under 20 concurrent batch orders', async () => {
    await as(t, t.shanghai).post(SYNC_CART, { contractId: sh1, skuList: [{ skuId: wgs, count: 1 }] });
    // Ten orders of 2380.00 fit, the eleventh does not.
    await setBalance(sh1, '23900.00');
    const before = await countOrders(t.shanghai.memberId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        as(t, t.shanghai, { 'idempotency-key': randomUUID() }).post(BATCH, batchBody(sh1)),
      ),
    );
    const codes = answers.map((answer) => answer.body.code as number);
    expect(codes.filter((code) => code === 0)).toHaveLength(10);
    expect(codes.filter((code) => code === 187)).toHaveLength(10);
    expect(await balanceOf(sh1)).toBe('100.00');
    expect(await countOrders(t.shanghai.memberId)).toBe(before + 10);
    const orderNos = answers.filter((answer) => answer.body.code === 0).map((answer) => answer.body.body.orderNo);
    const [taken] = await t.dataSource.query(
      'SELECT sum(contract_balance_taken)::text AS sum FROM customer_order WHERE order_no = ANY($1::text[])',
      [orderNos],
    );
    expect(taken.sum).toBe('23800.00');
  });
});
