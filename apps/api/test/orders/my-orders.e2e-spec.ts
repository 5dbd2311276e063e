import { OrderStatus } from '@seqportal/contract';
import { DomainError } from '../../src/common/errors/domain-errors.js';
import { OrderEvent } from '../../src/modules/orders/helpers/order-state-machine.js';
import { OrderLookupService } from '../../src/modules/orders/order-lookup.service.js';
import { OrderTransitionsService } from '../../src/modules/orders/order-transitions.service.js';
import { as, giveOrderSettings, historyOf, orderRow, setCredit, submitOrder } from './orders-test-kit.js';
import { createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

const LIST = '/api/NewOrder/OrderList';
const DETAILS = '/api/NewOrder/orderDetails';
const CANCEL = '/api/NewOrder/CancelOrder';
const EXPRESS = '/api/NewOrder/addexpress';
const IS_PAY = '/api/NewOrder/GoodsIsPay';
const LABS = '/api/NewOrder/GetDeliveryLabs';

/** Each lab with the receiving address, recipient and phone the courier parcel is addressed to (seeded). */
const SHANGHAI_LAB = {
  name: '上海实验室',
  address: '上海市浦东新区张江高科技园区蔡伦路88号3号楼2层样本接收室',
  recipient: '陈静',
  phone: '021-50801234',
};
const BEIJING_LAB = {
  name: '北京实验室',
  address: '北京市昌平区生命科学园科学园路20号B座1层收样处',
  recipient: '刘洋',
  phone: '010-80725566',
};
const SHENZHEN_LAB = {
  name: '深圳实验室',
  address: '深圳市南山区高新南七道16号生物医药孵化器5楼',
  recipient: '黄婷',
  phone: '0755-26783390',
};

interface OrderBody {
  id: number;
  orderNo: string;
  orderStatus: { id: number; name: string };
  totalPrice: string;
  sampleType: string;
  isExpress: boolean;
  goods: Array<{ skuId: number; actualPrice: string; sample: unknown }>;
}

describe('my orders', () => {
  let t: DemoApp;
  let library: number;
  let library30: number;
  let extraction: number;
  /** Orders of 王伟 (personal identity): pending, awaiting samples, received, completed, cancelled. */
  const orders = { pending: '', awaiting: '', received: '', completed: '', cancelled: '' };

  const staff = { type: 'staff' as const, id: 1 };
  const applyStaff = (orderNo: string, event: (typeof OrderEvent)[keyof typeof OrderEvent]) =>
    t.dataSource.transaction(async (manager) => {
      const { id } = await orderRow(t, orderNo);
      return t.app.get(OrderTransitionsService).apply(manager, id, event, staff);
    });
  const place = async (orderNo: string) => {
    const response = await as(t, t.wangwei).post('/api/NewOrder/PayOrder', {
      orderNo,
      mode: 1,
      labName: '上海实验室',
      agreement: true,
    });
    if (response.body.code !== 0) throw new Error(JSON.stringify(response.body));
  };

  beforeAll(async () => {
    t = await createDemoApp();
    library = await skuIdOf(t, 'LIB-NOVA-10G');
    library30 = await skuIdOf(t, 'LIB-NOVA-30G');
    extraction = await skuIdOf(t, 'EXT-DNA-TISSUE');
    await giveOrderSettings(t, t.wangwei);
    await setCredit(t, t.wangwei, '100000.00', '0.00');

    orders.cancelled = await submitOrder(t, t.wangwei, [{ skuId: library, count: 1 }]);
    orders.completed = await submitOrder(t, t.wangwei, [{ skuId: library, count: 2 }]);
    orders.received = await submitOrder(t, t.wangwei, [{ skuId: library30, count: 1 }]);
    orders.awaiting = await submitOrder(t, t.wangwei, [
      { skuId: extraction, count: 2 },
      { skuId: library, count: 1 },
    ]);
    orders.pending = await submitOrder(t, t.wangwei, [
      { skuId: library, count: 3 },
      { skuId: library30, count: 1 },
    ]);
    for (const orderNo of [orders.completed, orders.received, orders.awaiting]) await place(orderNo);
    await applyStaff(orders.received, OrderEvent.ReceiveSamples);
    await applyStaff(orders.completed, OrderEvent.ReceiveSamples);
    await applyStaff(orders.completed, OrderEvent.Complete);
    await as(t, t.wangwei).post(CANCEL, {}, { orderid: (await orderRow(t, orders.cancelled)).id });
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, unknown>) => (await as(t, t.wangwei).get(LIST, query)).body;

  describe('OrderList', () => {
    it('lists every order under the all tab, newest first, with totals as the sum of actualPrice', async () => {
      const response = await list({ page: 1, status: 0, date: Date.now() });
      expect(response.code).toBe(0);
      const body = response.body as { list: OrderBody[]; page: number; pageSize: number; totalCount: number };
      expect(body).toMatchObject({ page: 1, pageSize: 10, totalCount: 5 });
      expect(body.list.map((order) => order.orderNo)).toEqual([
        orders.pending,
        orders.awaiting,
        orders.received,
        orders.completed,
        orders.cancelled,
      ]);
      // 3 x 180.00 + 480.00
      expect(body.list[0]).toMatchObject({
        totalPrice: '1020.00',
        orderStatus: { id: 1, name: '待付款' },
        sampleType: '文库',
        isExpress: false,
      });
      // 2 x 120.00 + 180.00; the first goods is a nucleic-acid sample template.
      expect(body.list[1]).toMatchObject({
        totalPrice: '420.00',
        orderStatus: { id: 2, name: '待收样' },
        sampleType: '生物',
        isExpress: true,
      });
      expect(body.list[1]!.goods.map((goods) => [goods.skuId, goods.actualPrice, goods.sample])).toEqual([
        [extraction, '240.00', null],
        [library, '180.00', null],
      ]);
    });

    it('filters by status tab', async () => {
      const tab = async (status: number) =>
        ((await list({ page: 1, status })).body.list as OrderBody[]).map((order) => order.orderNo);
      expect(await tab(1)).toEqual([orders.pending]);
      expect(await tab(2)).toEqual([orders.awaiting]);
      expect(await tab(3)).toEqual([orders.received]);
      expect(await tab(4)).toEqual([orders.completed]);
      expect(await tab(5)).toEqual([orders.cancelled]);
    });

    it('pages with page and pageSize (10 by default)', async () => {
      const second = await list({ page: 2, status: 0, pageSize: 2 });
      expect(second.body).toMatchObject({ page: 2, pageSize: 2, totalCount: 5 });
      expect(second.body.list.map((order: OrderBody) => order.orderNo)).toEqual([orders.received, orders.completed]);
      expect((await list({ page: 4, pageSize: 2 })).body).toMatchObject({ list: [], totalCount: 5 });
    });

    it.each([
      [{ status: 9 }, '订单状态不正确'],
      [{ page: 0 }, '页码必须是正整数'],
      [{ page: 'x' }, '页码必须是正整数'],
      [{ pageSize: 51 }, '每页条数不能超过50'],
    ])('refuses %o', async (query, message) => {
      expect(await list(query)).toMatchObject({ code: 400, message });
    });

    it('shows no order of another customer', async () => {
      const response = await as(t, t.personal).get(LIST, { page: 1, status: 0 });
      expect(response.body.body).toMatchObject({ list: [], totalCount: 0 });
    });
  });

  describe('orderDetails', () => {
    it('answers postOk and the order with goods, sender, delivery and barcode', async () => {
      const response = await as(t, t.wangwei).post(DETAILS, {}, { orderNo: orders.awaiting });
      expect(response.body.code).toBe(0);
      expect(response.body.body.postOk).toBe(true);
      const [order] = response.body.body.list;
      expect(order).toMatchObject({
        orderNo: orders.awaiting,
        orderStatus: { id: 2, name: '待收样' },
        methodId: 1,
        labName: '上海实验室',
        lab: SHANGHAI_LAB,
        totalPrice: '420.00',
        isPay: true,
        contractId: null,
        contractName: null,
        sampleinformation: {
          memberName: '测试联系人',
          orgName: '',
          memberPhone: '13900000000',
          email: 'test@example.cn;',
        },
        express: null,
        barcodeNo: `YB${orders.awaiting}`,
        barcodeImg: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        pickupTime: null,
        pickupAddress: null,
      });
      expect(order.goods).toHaveLength(2);
      expect(order.goods[0]).toMatchObject({
        goodsName: '基因组DNA提取',
        skuName: '动植物组织',
        skutype: '动植物组织',
        skuPrice: '120.00',
        goodsCount: 2,
        templateType: 'SAMPLE',
        sample: null,
      });
    });

    it("answers 404 for another customer's order and an unknown one, 400 without an order number", async () => {
      expect((await as(t, t.shanghai).post(DETAILS, {}, { orderNo: orders.awaiting })).body).toEqual({
        code: 404,
        message: '订单不存在',
        body: null,
      });
      expect((await as(t, t.wangwei).post(DETAILS, {}, { orderNo: '2000010100000001' })).body).toMatchObject({
        code: 404,
      });
      expect((await as(t, t.wangwei).post(DETAILS)).body).toMatchObject({ code: 400, message: '订单不存在' });
    });
  });

  describe('CancelOrder', () => {
    it('cancels a pending order and records it; nothing else is released', async () => {
      const orderNo = await submitOrder(t, t.wangwei, [{ skuId: library, count: 1 }]);
      const { id } = await orderRow(t, orderNo);
      const before = (
        await t.dataSource.query('SELECT unpaid_total FROM customer_credit WHERE member_id = $1', [t.wangwei.memberId])
      )[0];
      const response = await as(t, t.wangwei).post(CANCEL, {}, { orderid: id });
      expect(response.body).toEqual({ code: 0, message: '取消成功', body: null });
      const row = await orderRow(t, orderNo);
      expect(row.status).toBe(OrderStatus.Cancelled);
      expect(row.cancelled_at).not.toBeNull();
      expect((await historyOf(t, orderNo)).at(-1)).toEqual({
        event: 'cancel',
        from_status: 1,
        to_status: 5,
        actor_type: 'customer',
        actor_id: t.wangwei.memberId,
      });
      expect(
        (
          await t.dataSource.query('SELECT unpaid_total FROM customer_credit WHERE member_id = $1', [
            t.wangwei.memberId,
          ])
        )[0],
      ).toEqual(before);
    });

    it("refuses orders past pending with the state machine's message", async () => {
      for (const [orderNo, label] of [
        [orders.awaiting, '待收样'],
        [orders.completed, '已完成'],
        [orders.cancelled, '已取消'],
      ] as const) {
        const { id } = await orderRow(t, orderNo);
        expect((await as(t, t.wangwei).post(CANCEL, {}, { orderid: id })).body).toEqual({
          code: 422,
          message: `只有待付款的订单可以取消（当前状态：${label}）`,
          body: null,
        });
      }
    });

    it("answers 404 for another customer's order and for an id that cannot be an order's", async () => {
      const { id } = await orderRow(t, orders.pending);
      expect((await as(t, t.shanghai).post(CANCEL, {}, { orderid: id })).body).toMatchObject({
        code: 404,
        message: '订单不存在',
      });
      expect((await orderRow(t, orders.pending)).status).toBe(OrderStatus.PendingPayment);
      // A word, an order number in the id field, a number beyond the column's range: the code matches the message.
      for (const orderid of ['x', orders.pending, '99999999999999999999', '0']) {
        expect((await as(t, t.wangwei).post(CANCEL, {}, { orderid })).body).toEqual({
          code: 404,
          message: '订单不存在',
          body: null,
        });
        expect((await as(t, t.wangwei).post(EXPRESS, {}, { orderid, expressorder: 'SF1' })).body).toMatchObject({
          code: 404,
          message: '订单不存在',
        });
      }
    });
  });

  describe('addexpress', () => {
    it('requires a value', async () => {
      const { id } = await orderRow(t, orders.awaiting);
      expect((await as(t, t.wangwei).post(EXPRESS, {}, { orderid: id })).body).toMatchObject({
        code: 400,
        message: '请输入快递单号',
      });
      expect((await as(t, t.wangwei).post(EXPRESS, {}, { orderid: id, expressorder: '   ' })).body).toMatchObject({
        code: 400,
        message: '请输入快递单号',
      });
    });

    it('records the express number of an order awaiting samples and clears its express flag', async () => {
      const { id } = await orderRow(t, orders.awaiting);
      const response = await as(t, t.wangwei).post(EXPRESS, {}, { orderid: id, expressorder: ' SF1234567890 ' });
      expect(response.body).toEqual({ code: 0, message: '修改成功', body: null });
      expect(await orderRow(t, orders.awaiting)).toMatchObject({
        express_number: 'SF1234567890',
        is_express: false,
        status: 2,
      });
      expect((await historyOf(t, orders.awaiting)).at(-1)).toEqual({
        event: 'express',
        from_status: 2,
        to_status: 2,
        actor_type: 'customer',
        actor_id: t.wangwei.memberId,
      });
      const detail = await as(t, t.wangwei).post(DETAILS, {}, { orderNo: orders.awaiting });
      expect(detail.body.body.list[0]).toMatchObject({
        isExpress: false,
        express: { result: { number: 'SF1234567890', expName: '', list: [] } },
      });
    });

    it('corrects a saved courier number while awaiting samples, and the history keeps before and after', async () => {
      const { id } = await orderRow(t, orders.awaiting);
      const response = await as(t, t.wangwei).post(EXPRESS, {}, { orderid: id, expressorder: 'YT9876543210' });
      expect(response.body).toEqual({ code: 0, message: '修改成功', body: null });
      expect(await orderRow(t, orders.awaiting)).toMatchObject({
        express_number: 'YT9876543210',
        courier_number: 'YT9876543210',
        status: 2,
      });
      const [change] = await t.dataSource.query(
        `SELECT h.event, h.actor_type, h.detail FROM order_history h JOIN customer_order o ON o.id = h.order_id
         WHERE o.order_no = $1 ORDER BY h.id DESC LIMIT 1`,
        [orders.awaiting],
      );
      expect(change).toEqual({
        event: 'express',
        actor_type: 'customer',
        detail: { before: 'SF1234567890', after: 'YT9876543210' },
      });
      const detail = await as(t, t.wangwei).post(DETAILS, {}, { orderNo: orders.awaiting });
      expect(detail.body.body.list[0]).toMatchObject({
        courierNumber: 'YT9876543210',
        express: { result: { number: 'YT9876543210' } },
      });
      // Back to the first number for the tests below, which expect it.
      await as(t, t.wangwei).post(EXPRESS, {}, { orderid: id, expressorder: 'SF1234567890' });
    });

    it('refuses a correction once the samples are received, and keeps the number', async () => {
      const received = await orderRow(t, orders.received);
      const before = received.express_number;
      expect(
        (await as(t, t.wangwei).post(EXPRESS, {}, { orderid: received.id, expressorder: 'SF0000000001' })).body,
      ).toEqual({ code: 422, message: '只有待收样的订单可以填写快递单号（当前状态：已收样）', body: null });
      expect((await orderRow(t, orders.received)).express_number).toBe(before);
    });

    it("refuses orders in another status, and other customers' orders", async () => {
      const pending = await orderRow(t, orders.pending);
      expect((await as(t, t.wangwei).post(EXPRESS, {}, { orderid: pending.id, expressorder: 'SF1' })).body).toEqual({
        code: 422,
        message: '只有待收样的订单可以填写快递单号（当前状态：待付款）',
        body: null,
      });
      const awaiting = await orderRow(t, orders.awaiting);
      expect(
        (await as(t, t.personal).post(EXPRESS, {}, { orderid: awaiting.id, expressorder: 'SF2' })).body,
      ).toMatchObject({ code: 404 });
      expect((await orderRow(t, orders.awaiting)).express_number).toBe('SF1234567890');
    });
  });

  describe('GoodsIsPay', () => {
    it('answers whether the order is placed, 404 for another customer', async () => {
      expect((await as(t, t.wangwei).get(IS_PAY, { orderNo: orders.pending })).body).toEqual({
        code: 0,
        message: '成功',
        body: { isPay: false },
      });
      expect((await as(t, t.wangwei).get(IS_PAY, { orderNo: orders.awaiting })).body.body).toEqual({ isPay: true });
      expect((await as(t, t.beijing).get(IS_PAY, { orderNo: orders.awaiting })).body).toMatchObject({ code: 404 });
    });
  });

  describe('GetDeliveryLabs', () => {
    it('answers the labs that serve every chosen SKU, in their order', async () => {
      const wgs = await skuIdOf(t, 'WGS-HU-30X');
      const singleCell = await skuIdOf(t, 'SC-10X-3P');
      const labs = async (skuIds: string) => (await as(t, t.wangwei).get(LABS, { skuIds })).body;
      expect(await labs(`${wgs}`)).toEqual({
        code: 0,
        message: '成功',
        body: [SHANGHAI_LAB, BEIJING_LAB, SHENZHEN_LAB],
      });
      expect((await labs(`${wgs},${singleCell}`)).body).toEqual([SHANGHAI_LAB, SHENZHEN_LAB]);
      expect((await labs('999999')).body).toEqual([]);
      expect(await labs('')).toMatchObject({ code: 400, message: '请选择商品' });
      expect(await labs('1,a')).toMatchObject({ code: 400, message: '请选择商品' });
      expect((await as(t, null).get(LABS, { skuIds: `${wgs}` })).body).toMatchObject({ code: 100 });
    });
  });

  describe('staff transitions (OrderTransitionsService, used by the lab module)', () => {
    it('moved orders through the state machine with a history row per change', async () => {
      expect(
        (await historyOf(t, orders.completed)).map((entry) => [
          entry.event,
          entry.from_status,
          entry.to_status,
          entry.actor_type,
        ]),
      ).toEqual([
        ['create', null, 1, 'customer'],
        ['place', 1, 2, 'customer'],
        ['receive-samples', 2, 3, 'staff'],
        ['complete', 3, 4, 'staff'],
      ]);
    });

    it('refuses an illegal transition with its message and changes nothing', async () => {
      await expect(applyStaff(orders.pending, OrderEvent.Complete)).rejects.toThrow(
        '只有已收样的订单可以完成（当前状态：待付款）',
      );
      await expect(applyStaff(orders.cancelled, OrderEvent.ReceiveSamples)).rejects.toMatchObject({ code: 422 });
      expect((await orderRow(t, orders.pending)).status).toBe(OrderStatus.PendingPayment);
      expect((await historyOf(t, orders.pending)).map((entry) => entry.event)).toEqual(['create']);
    });

    it('looks up an order of one customer only', async () => {
      const lookup = t.app.get(OrderLookupService);
      await expect(lookup.findOwned(t.wangwei.memberId, { orderNo: orders.pending })).resolves.toMatchObject({
        orderNo: orders.pending,
      });
      const error = await lookup
        .findOwned(t.shanghai.memberId, { orderNo: orders.pending })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 404, message: '订单不存在' });
    });
  });
});
