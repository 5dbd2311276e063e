import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { IDEMPOTENCY_SWEEP_JOB, MAINTENANCE_QUEUE } from '../../src/common/idempotency/idempotency-sweep.worker.js';
import { as, historyOf, orderRow } from './orders-test-kit.js';
import { contractIdOf, createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

const SUBMIT = '/api/NewOrder/SubmitOrder';
const ADD = '/api/NewShoppingCart/AddShoppingCart';
const PLACEHOLDERS = { adressType: 0, realtionId: 1, expressageNum: '666' };

describe('SubmitOrder', () => {
  let t: DemoApp;
  let wgs: number;
  let singleCell: number;
  let library: number;
  let analysis: number;

  beforeAll(async () => {
    t = await createDemoApp();
    wgs = await skuIdOf(t, 'WGS-HU-30X');
    singleCell = await skuIdOf(t, 'SC-10X-3P');
    library = await skuIdOf(t, 'LIB-NOVA-10G');
    analysis = await skuIdOf(t, 'BIO-WGS-STD');
  });
  afterAll(() => t.close());

  const body = (change: Record<string, unknown> = {}) => ({
    type: 2,
    propertyType: 0,
    skuList: [{ skuId: wgs, count: 2 }],
    ...change,
  });
  const countOrders = async (memberId: number) =>
    (await t.dataSource.query('SELECT count(*)::int AS count FROM customer_order WHERE member_id = $1', [memberId]))[0]
      .count as number;

  it('creates a pending order priced on the server at the contract prices, with its goods and history', async () => {
    const response = await as(t, t.shanghai).post(
      SUBMIT,
      body({
        skuList: [
          { skuId: wgs, count: 2 },
          { skuId: singleCell, count: 1 },
          { skuId: wgs, count: 1 },
        ],
      }),
    );
    expect(response.body).toMatchObject({
      code: 0,
      message: '成功',
      body: { code: 0, message: '成功', orderNo: expect.stringMatching(/^\d{16}$/) },
    });
    const orderNo = response.body.body.orderNo as string;
    const order = await orderRow(t, orderNo);
    // 3 x 2380.00 (85% of 2800) + 8820.00 (90% of 9800): the same SKU twice is one line.
    expect(order).toMatchObject({
      status: 1,
      total_price: '15960.00',
      order_amount: '15960.00',
      is_pay: false,
      member_id: t.shanghai.memberId,
      contract_id: null,
    });
    const goods = await t.dataSource.query(
      'SELECT sku_id, goods_count, sku_price, actual_price, contract_id, goods_name, sku_code, template_type FROM order_goods WHERE order_id = $1 ORDER BY id',
      [order.id],
    );
    expect(goods).toEqual([
      expect.objectContaining({
        sku_id: wgs,
        goods_count: 3,
        sku_price: '2380.00',
        actual_price: '7140.00',
        contract_id: await contractIdOf(t, 'HT-2026-SH-001'),
        sku_code: 'WGS-HU-30X',
        template_type: 'SAMPLE',
      }),
      expect.objectContaining({
        sku_id: singleCell,
        goods_count: 1,
        sku_price: '8820.00',
        actual_price: '8820.00',
        contract_id: await contractIdOf(t, 'HT-2026-SH-002'),
      }),
    ]);
    expect(await historyOf(t, orderNo)).toEqual([
      { event: 'create', from_status: null, to_status: 1, actor_type: 'customer', actor_id: t.shanghai.memberId },
    ]);
  });

  it('prices under the asked contract and records it on the order', async () => {
    const sh1 = await contractIdOf(t, 'HT-2026-SH-001');
    const response = await as(t, t.shanghai).post(SUBMIT, body({ propertyType: 1, contractId: sh1 }));
    expect((await orderRow(t, response.body.body.orderNo)).contract_id).toBe(sh1);
  });

  it('sells at the sale price to a customer without contracts', async () => {
    const response = await as(t, t.personal).post(SUBMIT, body({ skuList: [{ skuId: library, count: 3 }] }));
    expect((await orderRow(t, response.body.body.orderNo)).total_price).toBe('540.00');
  });

  it('prices a sample-sheet order placed without a contract at the list price, under no contract', async () => {
    // 样本单下单（不使用合同，按商品价格下单）: the sheet's samples, propertyType 0, no contractId, no orderAdress.
    const ybList = [{ no: 'YB-01', name: 'LIVER-01', type: 'DNA', species: '人', num: 1, skuCode: 'WGS-HU-30X' }];
    const sheet = await as(t, t.shanghai).post(SUBMIT, body({ skuList: [{ skuId: wgs, count: 2 }], ybList }));
    expect(sheet.body.code).toBe(0);
    const order = await orderRow(t, sheet.body.body.orderNo);
    // 2 x 2800.00, the sale price, although HT-2026-SH-001 would sell it at 2380.00.
    expect(order).toMatchObject({ total_price: '5600.00', order_amount: '5600.00', contract_id: null });
    expect(
      await t.dataSource.query('SELECT sku_price, actual_price, contract_id FROM order_goods WHERE order_id = $1', [
        order.id,
      ]),
    ).toEqual([{ sku_price: '2800.00', actual_price: '5600.00', contract_id: null }]);

    // The same SKUs under the chosen contract, and bought without samples, keep the contract price.
    const sh1 = await contractIdOf(t, 'HT-2026-SH-001');
    const underContract = await as(t, t.shanghai).post(
      SUBMIT,
      body({ propertyType: 1, contractId: sh1, skuList: [{ skuId: wgs, count: 2 }], ybList }),
    );
    expect(await orderRow(t, underContract.body.body.orderNo)).toMatchObject({
      total_price: '4760.00',
      contract_id: sh1,
    });
    const buyNow = await as(t, t.shanghai).post(SUBMIT, body({ skuList: [{ skuId: wgs, count: 2 }] }));
    expect((await orderRow(t, buyNow.body.body.orderNo)).total_price).toBe('4760.00');
    // Leaving the contract out does not widen its scope: a library product is still 184 for this customer.
    const outside = await as(t, t.shanghai).post(
      SUBMIT,
      body({
        skuList: [{ skuId: library, count: 1 }],
        wkList: [{ wkName: 'WK-01', name: 'WK-01', type: 'DNA文库', species: '人', num: 1, skuCode: 'LIB-NOVA-10G' }],
      }),
    );
    expect(outside.body).toMatchObject({ code: 184 });
  });

  it("answers 184 for a SKU outside the contract scope and 404 for another customer's contract", async () => {
    expect(
      (await as(t, t.shanghai).post(SUBMIT, body({ skuList: [{ skuId: library, count: 1 }] }))).body,
    ).toMatchObject({
      code: 184,
      message: '该商品不在合同范围内，请联系客服',
    });
    const sh2 = await contractIdOf(t, 'HT-2026-SH-002');
    expect((await as(t, t.shanghai).post(SUBMIT, body({ contractId: sh2 }))).body).toMatchObject({ code: 184 });
    const beijingContract = await contractIdOf(t, 'HT-2026-BJ-001');
    expect((await as(t, t.shanghai).post(SUBMIT, body({ contractId: beijingContract }))).body).toMatchObject({
      code: 404,
      message: '合同不存在',
    });
  });

  it.each([
    [{ type: 1 }, '订单类型不正确'],
    [{ propertyType: 3 }, '订单属性不正确'],
    [{ skuList: [] }, '请选择商品'],
    [{ skuList: 'x' }, '请选择商品'],
    [{ skuList: [{ skuId: 0, count: 1 }] }, '请选择商品'],
    [{ skuList: [{ skuId: 1, count: 0 }] }, '商品数量必须是正整数'],
    [{ skuList: [{ skuId: 1, count: 10000 }] }, '商品数量不能超过9999'],
    [{ contractId: 'a' }, '合同编号不正确'],
    [{ orderAdress: { adressType: 'x', realtionId: 1, expressageNum: '666' } }, '订单地址信息不正确'],
    [{ ybList: 'x' }, '样本信息格式不正确'],
    [{ extra: 1 }, '不支持的字段：extra'],
  ])('refuses %o with its message and creates nothing', async (change, message) => {
    const before = await countOrders(t.shanghai.memberId);
    expect((await as(t, t.shanghai).post(SUBMIT, body(change))).body).toMatchObject({ code: 400, message });
    expect(await countOrders(t.shanghai.memberId)).toBe(before);
  });

  it('refuses unknown, off-sale and analysis SKUs', async () => {
    expect((await as(t, t.personal).post(SUBMIT, body({ skuList: [{ skuId: 999999, count: 1 }] }))).body).toMatchObject(
      { code: 404, message: '商品不存在' },
    );
    expect(
      (await as(t, t.personal).post(SUBMIT, body({ skuList: [{ skuId: analysis, count: 1 }] }))).body,
    ).toMatchObject({
      code: 400,
      message: '分析类商品请在数据中心下单',
    });
    await t.dataSource.query('UPDATE sku SET on_sale = FALSE WHERE id = $1', [library]);
    try {
      expect(
        (await as(t, t.personal).post(SUBMIT, body({ skuList: [{ skuId: library, count: 1 }] }))).body,
      ).toMatchObject({
        code: 400,
        message: expect.stringMatching(/^商品已下架：/),
      });
    } finally {
      await t.dataSource.query('UPDATE sku SET on_sale = TRUE WHERE id = $1', [library]);
    }
  });

  it("accepts the sample lists in the request (their content is the samples module's to check)", async () => {
    const response = await as(t, t.personal).post(
      SUBMIT,
      body({ skuList: [{ skuId: library, count: 1 }], ybList: [], wkList: [], lanList: [] }),
    );
    expect(response.body.code).toBe(0);
  });

  it('removes the ordered items from the box for a checkout from the box, and always the buy-now item', async () => {
    const who = t.wangwei;
    const other = await skuIdOf(t, 'LIB-NOVA-30G');
    for (const skuId of [library, other]) await as(t, who).post(ADD, { skuId, cartType: 1, qty: 1 });
    await as(t, who).post(ADD, { skuId: other, cartType: 2, qty: 1 });
    const lines = async () =>
      (await t.dataSource.query(
        'SELECT sku_id, cart_type FROM cart_item WHERE member_id = $1 ORDER BY cart_type, sku_id',
        [who.memberId],
      )) as Array<{
        sku_id: number;
        cart_type: number;
      }>;

    // Buy now (no orderAdress): the buy-now line goes, the box keeps the same SKU.
    await as(t, who).post(SUBMIT, body({ skuList: [{ skuId: other, count: 1 }] }));
    expect(await lines()).toEqual([
      { sku_id: library, cart_type: 1 },
      { sku_id: other, cart_type: 1 },
    ]);
    // Checkout from the box: the ordered lines leave the box, the others stay.
    await as(t, who).post(SUBMIT, body({ orderAdress: PLACEHOLDERS, skuList: [{ skuId: library, count: 1 }] }));
    expect(await lines()).toEqual([{ sku_id: other, cart_type: 1 }]);
  });

  it('replays the first answer for the same Idempotency-Key and body, and creates nothing new', async () => {
    const key = randomUUID();
    const before = await countOrders(t.personal.memberId);
    const first = await as(t, t.personal, { 'Idempotency-Key': key }).post(
      SUBMIT,
      body({ skuList: [{ skuId: library, count: 2 }] }),
    );
    // The same body with its fields in another order is the same request.
    const again = await as(t, t.personal, { 'Idempotency-Key': key }).post(SUBMIT, {
      skuList: [{ count: 2, skuId: library }],
      propertyType: 0,
      type: 2,
    });
    expect(again.body).toEqual(first.body);
    expect(await countOrders(t.personal.memberId)).toBe(before + 1);
  });

  it('makes one order from 10 parallel requests with one Idempotency-Key', async () => {
    const key = randomUUID();
    const before = await countOrders(t.personal.memberId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        as(t, t.personal, { 'Idempotency-Key': key }).post(SUBMIT, body({ skuList: [{ skuId: library, count: 5 }] })),
      ),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(10).fill(0));
    expect(new Set(answers.map((answer) => answer.body.body.orderNo)).size).toBe(1);
    expect(await countOrders(t.personal.memberId)).toBe(before + 1);
    const records = await t.dataSource.query('SELECT count(*)::int AS count FROM idempotency_record WHERE key = $1', [
      key,
    ]);
    expect(records[0].count).toBe(1);
  });

  it('answers 409 for the same key with another body, also while the first is running', async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([
      as(t, t.personal, { 'Idempotency-Key': key }).post(SUBMIT, body({ skuList: [{ skuId: library, count: 1 }] })),
      as(t, t.personal, { 'Idempotency-Key': key }).post(SUBMIT, body({ skuList: [{ skuId: library, count: 2 }] })),
    ]);
    expect([first.body.code, second.body.code].sort()).toEqual([0, 409]);
    const conflict = [first, second].find((answer) => answer.body.code === 409)!;
    expect(conflict.body).toEqual({ code: 409, message: '请求重复，且与之前的请求内容不一致', body: null });
    const later = await as(t, t.personal, { 'Idempotency-Key': key }).post(
      SUBMIT,
      body({ skuList: [{ skuId: library, count: 3 }] }),
    );
    expect(later.body.code).toBe(409);
  });

  it('keeps keys apart per customer, lets a key expire after 24 hours, and refuses a malformed key', async () => {
    const key = randomUUID();
    const mine = await as(t, t.personal, { 'Idempotency-Key': key }).post(
      SUBMIT,
      body({ skuList: [{ skuId: library, count: 1 }] }),
    );
    const theirs = await as(t, t.wangwei, { 'Idempotency-Key': key }).post(
      SUBMIT,
      body({ skuList: [{ skuId: library, count: 1 }] }),
    );
    expect(theirs.body.body.orderNo).not.toBe(mine.body.body.orderNo);

    await t.dataSource.query("UPDATE idempotency_record SET created_at = now() - interval '25 hours' WHERE key = $1", [
      key,
    ]);
    const afterExpiry = await as(t, t.personal, { 'Idempotency-Key': key }).post(
      SUBMIT,
      body({ skuList: [{ skuId: library, count: 9 }] }),
    );
    expect(afterExpiry.body.code).toBe(0);
    expect(afterExpiry.body.body.orderNo).not.toBe(mine.body.body.orderNo);

    const malformed = await as(t, t.personal, { 'Idempotency-Key': 'x'.repeat(101) }).post(
      SUBMIT,
      body({ skuList: [{ skuId: library, count: 1 }] }),
    );
    expect(malformed.body).toMatchObject({ code: 400, message: 'Idempotency-Key 格式不正确' });
  });

  it(
    'sweeps records past their window hourly through the maintenance queue, keeping live ones',
    { timeout: 40_000 },
    async () => {
      const [expired, live] = [randomUUID(), randomUUID()];
      await as(t, t.personal, { 'Idempotency-Key': expired }).post(
        SUBMIT,
        body({ skuList: [{ skuId: library, count: 1 }] }),
      );
      await as(t, t.personal, { 'Idempotency-Key': live }).post(
        SUBMIT,
        body({ skuList: [{ skuId: library, count: 1 }] }),
      );
      await t.dataSource.query(
        "UPDATE idempotency_record SET created_at = now() - interval '25 hours' WHERE key = $1",
        [expired],
      );

      const queue = t.app.get<Queue>(getQueueToken(MAINTENANCE_QUEUE));
      expect(await queue.getJobScheduler(IDEMPOTENCY_SWEEP_JOB)).toMatchObject({ every: 3_600_000 });
      const job = await queue.add(IDEMPOTENCY_SWEEP_JOB, {});
      // Polled rather than awaited through QueueEvents, whose stream can miss a job that finishes while it connects.
      await vi.waitFor(async () => expect(await job.getState()).toBe('completed'), { timeout: 20_000, interval: 100 });
      expect((await queue.getJob(job.id!))?.returnvalue).toBeGreaterThanOrEqual(1);
      const keys: Array<{ key: string }> = await t.dataSource.query(
        'SELECT key FROM idempotency_record WHERE key = ANY($1)',
        [[expired, live]],
      );
      expect(keys.map((row) => row.key)).toEqual([live]);
    },
  );

  it('does not keep a refused request under its key, so the corrected request succeeds', async () => {
    const key = randomUUID();
    const refused = await as(t, t.shanghai, { 'Idempotency-Key': key }).post(
      SUBMIT,
      body({ skuList: [{ skuId: library, count: 1 }] }),
    );
    expect(refused.body.code).toBe(184);
    const corrected = await as(t, t.shanghai, { 'Idempotency-Key': key }).post(SUBMIT, body());
    expect(corrected.body.code).toBe(0);
  });

  it('answers 100 without a token', async () => {
    expect((await as(t, null).post(SUBMIT, body())).body).toMatchObject({ code: 100 });
  });
});
