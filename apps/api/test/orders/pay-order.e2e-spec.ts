import { randomUUID } from 'node:crypto';
import { OrderStatus } from '@seqportal/contract';
import {
  as,
  creditOf,
  firstAddressId,
  historyOf,
  orderRow,
  setClock,
  setCredit,
  submitOrder,
} from './orders-test-kit.js';
import type { TestCustomer } from '../support/customer-session.js';
import { contractIdOf, createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

const PAY = '/api/NewOrder/PayOrder';
/** 09:30 on 10 March 2026 in Shanghai. */
const MORNING = '2026-03-10T01:30:00Z';
const CREDIT_MESSAGE = '您的额度不足，下单后不会开始实验，需要您及时联系PM处理';
const CAP_MESSAGE = '未付款金额已达上限，暂停下单，请联系客服';

describe('PayOrder', () => {
  let t: DemoApp;
  let wgs: number;
  let singleCell: number;
  let library: number;
  let addressId: number;

  beforeAll(async () => {
    t = await createDemoApp();
    wgs = await skuIdOf(t, 'WGS-HU-30X');
    singleCell = await skuIdOf(t, 'SC-10X-3P');
    library = await skuIdOf(t, 'LIB-NOVA-10G');
    addressId = await firstAddressId(t, t.shanghai);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    setClock(t, MORNING);
    await setCredit(t, t.shanghai, '200000.00', '0.00');
  });
  afterEach(() => vi.restoreAllMocks());

  const pickup = (orderNo: string, change: Record<string, unknown> = {}) => ({
    orderNo,
    auditType: 3,
    mode: 2,
    labName: '上海实验室',
    agreement: true,
    addersid: addressId,
    datatime: '2026-03-10 14:30',
    couriernumber: '',
    speciesId: 2,
    skuIds: '',
    ...change,
  });
  const pay = (body: object, who: TestCustomer = t.shanghai, headers: Record<string, string> = {}) =>
    as(t, who, headers).post(PAY, body);
  const newOrder = (count = 1, skuId = wgs, who: TestCustomer = t.shanghai) => submitOrder(t, who, [{ skuId, count }]);
  /** Answers the message of a request that passed the pickup-time checks: the next check (the address) fails. */
  const pickupMessage = async (datatime: string) =>
    (await pay(pickup(await newOrder(), { datatime, addersid: undefined }))).body.message as string;

  it('places the order in pickup mode: success-page fields, order row, unpaid total and history', async () => {
    const orderNo = await newOrder(2);
    const response = await pay(pickup(orderNo));
    expect(response.body).toMatchObject({
      code: 0,
      message: '下单成功',
      body: {
        orderNo,
        totalPrice: '4760.00',
        barcodeNo: `YB${orderNo}`,
        creditPending: false,
        barcodeImg: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      },
    });
    const svg = Buffer.from(response.body.body.barcodeImg.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    const order = await orderRow(t, orderNo);
    expect(order).toMatchObject({
      status: OrderStatus.AwaitingSamples,
      is_pay: true,
      credit_pending: false,
      mode: 2,
      lab_name: '上海实验室',
      barcode_no: `YB${orderNo}`,
      is_express: false,
      pickup_address: expect.objectContaining({ addressId, district: '浦东新区', name: '张晓明' }),
    });
    // 14:30 in Shanghai.
    expect(new Date(order.pickup_time!).toISOString()).toBe('2026-03-10T06:30:00.000Z');
    expect(order.agreement_accepted_at).not.toBeNull();
    // The purchase terms the tick accepted: version 1 of the seeded text.
    expect(order.agreement_version).toBe(1);
    expect(order.placed_at).not.toBeNull();
    expect((await creditOf(t, t.shanghai))!.unpaid_total).toBe('4760.00');
    expect(await historyOf(t, orderNo)).toEqual([
      { event: 'create', from_status: null, to_status: 1, actor_type: 'customer', actor_id: t.shanghai.memberId },
      { event: 'place', from_status: 1, to_status: 2, actor_type: 'customer', actor_id: t.shanghai.memberId },
    ]);
  });

  it('places a courier order without a pickup time or address, awaiting its express number', async () => {
    const orderNo = await newOrder();
    const response = await pay({ orderNo, mode: 1, labName: '北京实验室', agreement: true });
    expect(response.body.code).toBe(0);
    expect(await orderRow(t, orderNo)).toMatchObject({
      mode: 1,
      is_express: true,
      pickup_time: null,
      pickup_address: null,
      express_number: null,
    });
    const withNumber = await newOrder();
    await pay({ orderNo: withNumber, mode: 1, labName: '北京实验室', agreement: true, couriernumber: ' SF100200300 ' });
    expect(await orderRow(t, withNumber)).toMatchObject({
      is_express: false,
      courier_number: 'SF100200300',
      express_number: 'SF100200300',
    });
  });

  describe('checks in the order of the spec, reporting the first that fails', () => {
    it('asks for the delivery lab first, even when everything else is missing too', async () => {
      const orderNo = await newOrder();
      expect((await pay({ orderNo, mode: 2 })).body).toEqual({ code: 400, message: '请选择派送地址！', body: null });
      expect((await pay(pickup(orderNo, { labName: '  ' }))).body.message).toBe('请选择派送地址！');
      expect((await pay(pickup(orderNo, { labName: '火星实验室' }))).body.message).toBe('请选择派送地址！');
    });

    it('accepts only a lab that serves every SKU of the order', async () => {
      const orderNo = await submitOrder(t, t.shanghai, [{ skuId: singleCell, count: 1 }]);
      // 北京实验室 runs no single-cell products (see GetDeliveryLabs).
      expect((await pay(pickup(orderNo, { labName: '北京实验室' }))).body.message).toBe('请选择派送地址！');
      expect((await pay(pickup(orderNo, { labName: '深圳实验室' }))).body.code).toBe(0);
    });

    it('then the agreement, before the pickup time', async () => {
      const orderNo = await newOrder();
      expect((await pay(pickup(orderNo, { agreement: false, datatime: undefined }))).body.message).toBe(
        '请先阅读并同意勾选服务协议及隐私条款！',
      );
      expect((await pay(pickup(orderNo, { agreement: 'true' }))).body.message).toBe(
        '请先阅读并同意勾选服务协议及隐私条款！',
      );
      expect((await pay(pickup(orderNo, { agreement: undefined }))).body.message).toBe(
        '请先阅读并同意勾选服务协议及隐私条款！',
      );
    });

    it('then, in pickup mode, a pickup time', async () => {
      const orderNo = await newOrder();
      expect((await pay(pickup(orderNo, { datatime: undefined, addersid: undefined }))).body.message).toBe(
        '请选择取样时间',
      );
      expect((await pay(pickup(orderNo, { datatime: '' }))).body.message).toBe('请选择取样时间');
    });

    it('reports "not after the current hour" before "after 16" when a time is both', async () => {
      setClock(t, '2026-03-10T09:30:00Z'); // 17:30 in Shanghai
      expect(await pickupMessage('2026-03-10 17:00')).toBe('取样时间必须大于当前时间');
      expect(await pickupMessage('2026-03-11 17:00')).toBe('取样时间不能超过16点');
    });

    it("then the pickup address, which must be one of the customer's", async () => {
      const orderNo = await newOrder();
      expect((await pay(pickup(orderNo, { addersid: undefined }))).body.message).toBe('请选择取样地址');
      expect((await pay(pickup(orderNo, { addersid: 'abc' }))).body.message).toBe('请选择取样地址');
      const [{ id: othersAddress }] = await t.dataSource.query(
        `INSERT INTO member_address (member_id, name, phone, province, city, district, district_code, address)
         VALUES ($1, '王伟', '13800000003', '北京市', '北京市', '海淀区', '110108', '中关村') RETURNING id`,
        [t.wangwei.memberId],
      );
      expect((await pay(pickup(orderNo, { addersid: othersAddress }))).body).toEqual({
        code: 404,
        message: '地址不存在',
        body: null,
      });
      expect((await orderRow(t, orderNo)).status).toBe(OrderStatus.PendingPayment);
    });

    it('then the order settings (182), after the checks of the page', async () => {
      const orderNo = await newOrder(1, library, t.personal);
      expect((await pay({ orderNo, mode: 1 }, t.personal)).body.message).toBe('请选择派送地址！');
      const response = await pay({ orderNo, mode: 1, labName: '上海实验室', agreement: true }, t.personal);
      expect(response.body).toEqual({ code: 182, message: '下单设置未填写，请前往下单设置补充', body: null });
      expect((await orderRow(t, orderNo)).status).toBe(OrderStatus.PendingPayment);
    });

    it('then whether the goods can still be ordered: msg 客服 when a SKU went off sale or out of the contract', async () => {
      const offSale = await newOrder();
      await t.dataSource.query('UPDATE sku SET on_sale = FALSE WHERE id = $1', [wgs]);
      try {
        expect((await pay(pickup(offSale))).body).toEqual({
          code: 400,
          message: '订单中的商品已下架，请联系客服',
          body: { orderNo: offSale, msg: '客服' },
        });
      } finally {
        await t.dataSource.query('UPDATE sku SET on_sale = TRUE WHERE id = $1', [wgs]);
      }
      const outOfContract = await newOrder();
      const sh1 = await contractIdOf(t, 'HT-2026-SH-001');
      await t.dataSource.query('UPDATE contract SET active = FALSE WHERE id = $1', [sh1]);
      try {
        expect((await pay(pickup(outOfContract))).body).toEqual({
          code: 184,
          message: '该商品不在合同范围内，请联系客服',
          body: { orderNo: outOfContract, msg: '客服' },
        });
      } finally {
        await t.dataSource.query('UPDATE contract SET active = TRUE WHERE id = $1', [sh1]);
      }
      expect((await pay(pickup(outOfContract))).body.code).toBe(0);
    });
  });

  describe('pickup hours (Asia/Shanghai, now from the clock)', () => {
    it('rejects 7 and accepts 8, accepts 16 and rejects 17', async () => {
      setClock(t, '2026-03-09T22:30:00Z'); // 06:30 on 10 March in Shanghai
      expect(await pickupMessage('2026-03-10 07:00')).toBe('取样时间不能早于8点');
      expect(await pickupMessage('2026-03-10 08:00')).toBe('请选择取样地址');
      expect(await pickupMessage('2026-03-10 16:59')).toBe('请选择取样地址');
      expect(await pickupMessage('2026-03-10 17:00')).toBe('取样时间不能超过16点');
      expect(await pickupMessage('2026-03-11 07:30')).toBe('取样时间不能早于8点');
      expect(await pickupMessage('2026-03-11 08:00')).toBe('请选择取样地址');
      expect(await pickupMessage('2026-03-11 17:00')).toBe('取样时间不能超过16点');
    });

    it('rejects the current hour and earlier today, accepts the next hour and tomorrow at the same hour', async () => {
      setClock(t, '2026-03-10T02:30:00Z'); // 10:30 in Shanghai
      expect(await pickupMessage('2026-03-10 10:59')).toBe('取样时间必须大于当前时间');
      expect(await pickupMessage('2026-03-10 09:00')).toBe('取样时间必须大于当前时间');
      expect(await pickupMessage('2026-03-10 11:00')).toBe('请选择取样地址');
      expect(await pickupMessage('2026-03-11 10:00')).toBe('请选择取样地址');
      expect(await pickupMessage('2026-03-09 12:00')).toBe('取样时间必须大于当前时间');
      expect(await pickupMessage('2026-03-12 10:00')).toBe('取样时间只能选择今天或明天');
      expect(await pickupMessage('2026/03/10 12:00')).toBe('取样时间格式不正确');
    });

    it('takes "today" in Shanghai, not in UTC', async () => {
      setClock(t, '2026-03-09T16:30:00Z'); // still 9 March in UTC, 00:30 on 10 March in Shanghai
      expect(await pickupMessage('2026-03-09 15:00')).toBe('取样时间必须大于当前时间');
      expect(await pickupMessage('2026-03-10 09:00')).toBe('请选择取样地址');
      expect(await pickupMessage('2026-03-11 09:00')).toBe('请选择取样地址');
    });
  });

  describe('credit', () => {
    it('answers 185 when credit is insufficient and changes nothing', async () => {
      const orderNo = await newOrder(100); // 238000.00 against 200000.00
      const response = await pay(pickup(orderNo));
      expect(response.body).toEqual({
        code: 185,
        message: CREDIT_MESSAGE,
        body: { orderNo, totalPrice: '238000.00', availableCredit: '200000.00' },
      });
      expect((await orderRow(t, orderNo)).status).toBe(OrderStatus.PendingPayment);
      expect((await creditOf(t, t.shanghai))!.unpaid_total).toBe('0.00');
    });

    it('places the order anyway with confirmCredit, flagged so that experiments wait for the PM', async () => {
      const orderNo = await newOrder(100);
      const response = await pay(pickup(orderNo, { confirmCredit: true }));
      expect(response.body).toMatchObject({ code: 0, body: { orderNo, creditPending: true, totalPrice: '238000.00' } });
      expect(await orderRow(t, orderNo)).toMatchObject({ status: OrderStatus.AwaitingSamples, credit_pending: true });
      expect((await creditOf(t, t.shanghai))!.unpaid_total).toBe('238000.00');
    });

    it('answers 185 to a customer that was granted no credit at all', async () => {
      const orderNo = await submitOrder(t, t.wangwei, [{ skuId: library, count: 1 }]);
      await t.dataSource.query(
        "INSERT INTO order_setting (member_id, me_name, me_moblie, me_email) VALUES ($1, '王伟', '13800000003', 'ww@example.cn;')",
        [t.wangwei.memberId],
      );
      const response = await pay({ orderNo, mode: 1, labName: '上海实验室', agreement: true }, t.wangwei);
      expect(response.body).toMatchObject({ code: 185, body: { availableCredit: '0.00' } });
      // The empty credit row made for the decision went with the refused transaction.
      expect(await creditOf(t, t.wangwei)).toBeNull();
      expect(
        (await pay({ orderNo, mode: 1, labName: '上海实验室', agreement: true, confirmCredit: true }, t.wangwei)).body
          .code,
      ).toBe(0);
      expect(await creditOf(t, t.wangwei)).toEqual({
        credit_limit: null,
        unpaid_total: '180.00',
        unpaid_cap: '1000000.00',
      });
    });

    it('answers 186 at the unpaid cap and when the order would pass it, even with confirmCredit', async () => {
      const orderNo = await newOrder();
      await setCredit(t, t.shanghai, '5000000.00', '1000000.00');
      expect((await pay(pickup(orderNo, { confirmCredit: true }))).body).toEqual({
        code: 186,
        message: CAP_MESSAGE,
        body: { orderNo, totalPrice: '2380.00', availableCredit: '4000000.00' },
      });
      await setCredit(t, t.shanghai, '5000000.00', '997620.01');
      expect((await pay(pickup(orderNo))).body.code).toBe(186);
      await setCredit(t, t.shanghai, '5000000.00', '997620.00');
      expect((await pay(pickup(orderNo))).body.code).toBe(0);
      expect((await creditOf(t, t.shanghai))!.unpaid_total).toBe('1000000.00');
    });

    it('never passes the cap with 20 parallel PayOrders near it', async () => {
      const orders = await Promise.all(Array.from({ length: 20 }, () => newOrder()));
      // Room for exactly five orders of 2380.00 under the cap.
      await setCredit(t, t.shanghai, '5000000.00', '988100.00');
      const answers = await Promise.all(orders.map((orderNo) => pay(pickup(orderNo))));
      const codes = answers.map((answer) => answer.body.code as number);
      expect(codes.filter((code) => code === 0)).toHaveLength(5);
      expect(codes.filter((code) => code === 186)).toHaveLength(15);
      expect((await creditOf(t, t.shanghai))!.unpaid_total).toBe('1000000.00');
      const placed = await t.dataSource.query(
        'SELECT count(*)::int AS count FROM customer_order WHERE order_no = ANY($1) AND status = 2',
        [orders],
      );
      expect(placed[0].count).toBe(5);
    });

    it('never passes the credit limit with parallel PayOrders that do not confirm', async () => {
      const orders = await Promise.all(Array.from({ length: 10 }, () => newOrder(10))); // 23800.00 each
      await setCredit(t, t.shanghai, '100000.00', '0.00');
      const answers = await Promise.all(orders.map((orderNo) => pay(pickup(orderNo))));
      expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(4);
      expect(answers.filter((answer) => answer.body.code === 185)).toHaveLength(6);
      expect((await creditOf(t, t.shanghai))!.unpaid_total).toBe('95200.00');
    });
  });

  describe('state and ownership', () => {
    it("refuses to place an order twice, or a cancelled one, with the state machine's message", async () => {
      const orderNo = await newOrder();
      await pay(pickup(orderNo));
      expect((await pay(pickup(orderNo))).body).toEqual({
        code: 422,
        message: '该订单已下单，不能重复下单（当前状态：待收样）',
        body: null,
      });
      const cancelled = await newOrder();
      const { id } = await orderRow(t, cancelled);
      await as(t, t.shanghai).post('/api/NewOrder/CancelOrder', {}, { orderid: id });
      expect((await pay(pickup(cancelled))).body).toMatchObject({
        code: 422,
        message: '该订单已取消，不能下单（当前状态：已取消）',
      });
    });

    it("answers 404 for another customer's order and for an unknown order", async () => {
      const orderNo = await newOrder();
      expect((await pay(pickup(orderNo), t.beijing)).body).toEqual({ code: 404, message: '订单不存在', body: null });
      expect((await pay(pickup('2026031099999999'))).body).toMatchObject({ code: 404 });
      expect((await orderRow(t, orderNo)).status).toBe(OrderStatus.PendingPayment);
    });

    it('validates the shape of the request', async () => {
      const orderNo = await newOrder();
      expect((await pay(pickup(orderNo, { mode: 3 }))).body).toMatchObject({ code: 400, message: '请选择送样方式' });
      expect((await pay(pickup('', {}))).body).toMatchObject({ code: 400, message: '订单号不能为空' });
      expect((await pay(pickup(orderNo, { speciesId: 9 }))).body).toMatchObject({
        code: 400,
        message: '配送选项不正确',
      });
      expect((await pay(pickup(orderNo, { couriernumber: 'x'.repeat(51) }))).body).toMatchObject({
        code: 400,
        message: '快递单号不能超过50个字符',
      });
      expect((await as(t, null).post(PAY, pickup(orderNo))).body).toMatchObject({ code: 100 });
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the first answer and adds to the unpaid total once', async () => {
      const orderNo = await newOrder();
      const key = randomUUID();
      const first = await pay(pickup(orderNo), t.shanghai, { 'Idempotency-Key': key });
      const again = await pay(pickup(orderNo), t.shanghai, { 'Idempotency-Key': key });
      expect(first.body.code).toBe(0);
      expect(again.body).toEqual(first.body);
      expect((await creditOf(t, t.shanghai))!.unpaid_total).toBe('2380.00');
      expect(
        (await pay(pickup(orderNo, { couriernumber: 'SF1' }), t.shanghai, { 'Idempotency-Key': key })).body.code,
      ).toBe(409);
    });

    it('places once under 10 parallel retries', async () => {
      const orderNo = await newOrder();
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => pay(pickup(orderNo), t.shanghai, { 'Idempotency-Key': key })),
      );
      expect(answers.map((answer) => answer.body.code)).toEqual(Array(10).fill(0));
      for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
      expect((await creditOf(t, t.shanghai))!.unpaid_total).toBe('2380.00');
      expect((await historyOf(t, orderNo)).filter((entry) => entry.event === 'place')).toHaveLength(1);
    });

    it('lets a refused PayOrder (185) be confirmed under the same key', async () => {
      const orderNo = await newOrder(100);
      const key = randomUUID();
      expect((await pay(pickup(orderNo), t.shanghai, { 'Idempotency-Key': key })).body.code).toBe(185);
      expect(
        (await pay(pickup(orderNo, { confirmCredit: true }), t.shanghai, { 'Idempotency-Key': key })).body.code,
      ).toBe(0);
    });
  });
});
