import type {
  Address,
  ApiEnvelope,
  ListResponse,
  Order,
  OrderGoods,
  PayOrderResponse,
  UserInfo,
} from '@seqportal/contract';
import { envelope, recording, type ApiHandler, type RecordedCall } from '@/testing/stub-api';
import { TEST_MEMBER } from '@/testing/test-member';

export const ORDERS_API = {
  memberInfo: '/api/NewPersonalCenter/GetMemberInfo',
  addressList: '/api/NewPersonalCenter/GetAddressList',
  details: '/api/NewOrder/orderDetails',
  list: '/api/NewOrder/OrderList',
  labs: '/api/NewOrder/GetDeliveryLabs',
  pay: '/api/NewOrder/PayOrder',
  cancel: '/api/NewOrder/CancelOrder',
  express: '/api/NewOrder/addexpress',
  schedule: '/api/NewOrder/GetOrderSampleSch',
} as const;

export const ORDER_MEMBER: UserInfo = { ...TEST_MEMBER, balance: '500000.00' };

export { signInTestMember as signInCustomer } from '@/testing/test-member';

export const ADDRESSES: Address[] = [
  {
    id: 31,
    name: '张晓明',
    phone: '13800000001',
    province: '上海市',
    city: '上海市',
    district: '浦东新区',
    street: '',
    address: '张江路 88 号',
    postalCode: '',
    isDefault: true,
  },
  {
    id: 32,
    name: '李雷',
    phone: '13900000002',
    province: '北京市',
    city: '市辖区',
    district: '海淀区',
    street: '',
    address: '中关村大街 1 号',
    postalCode: '',
    isDefault: false,
  },
];

export function goods(overrides: Partial<OrderGoods> = {}): OrderGoods {
  return {
    goodsImg: '',
    goodsName: '全基因组重测序',
    skuName: 'PE150 · 30X',
    skuPrice: '1299.90',
    goodsCount: 2,
    actualPrice: '2599.80',
    skuId: 101,
    templateType: 'LIBRARY',
    marketingAttribute: [],
    sample: null,
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 501,
    orderNo: 'SO202503010001',
    contractId: 1,
    contractName: '合同A（2025框架协议）',
    orderTime: '2025-03-01T02:23:00Z',
    orderStatus: { id: 1, name: '待付款' },
    methodId: null,
    type: 2,
    totalPrice: '2600.00',
    orderAmount: '2600.00',
    isPay: false,
    isExpress: false,
    isDisplay: true,
    goods: [
      goods(),
      goods({
        goodsName: '16S扩增子测序',
        skuName: 'V3-V4',
        skuPrice: '0.20',
        goodsCount: 1,
        actualPrice: '0.20',
        skuId: 201,
        templateType: 'SAMPLE',
      }),
    ],
    sampleinformation: {
      memberName: '王博士',
      orgName: '上海示例生物科技有限公司',
      memberPhone: '13800000001',
      email: 'wang@example.cn',
    },
    express: null,
    ...overrides,
  };
}

export const PAY_RESULT: PayOrderResponse = {
  orderNo: 'SO202503010001',
  totalPrice: '2600.00',
  barcodeImg: 'data:image/png;base64,iVBORw0KGgo=',
  barcodeNo: 'YB2503010001',
  creditPending: false,
};

export type { RecordedCall };

export interface FakeOrdersOptions {
  orders?: Order[];
  addresses?: Address[];
  /** PayOrder answers, one per call in turn; the last repeats. */
  payAnswers?: Array<ApiEnvelope<unknown>>;
  schedule?: ApiEnvelope<unknown>;
  /** The signed-in member (GetMemberInfo); a company with a credit limit unless given. */
  member?: UserInfo;
}

/** An in-memory orders API behind the real client: lists page and filter, cancel and express change the orders. */
export function fakeOrdersApi(options: FakeOrdersOptions = {}) {
  let orders = options.orders ?? [order()];
  const calls: RecordedCall[] = [];
  let payCount = 0;
  const record = (path: string, answer: (call: RecordedCall) => ApiEnvelope<unknown>): ApiHandler =>
    recording(calls, path, answer);
  const handlers: Record<string, ApiHandler> = {
    [ORDERS_API.memberInfo]: () => envelope(options.member ?? ORDER_MEMBER),
    [ORDERS_API.addressList]: () => envelope(options.addresses ?? ADDRESSES),
    [ORDERS_API.labs]: record(ORDERS_API.labs, () =>
      envelope([
        { name: '上海张江实验室', address: '上海市浦东新区蔡伦路88号3号楼', recipient: '陈静', phone: '021-50801234' },
        {
          name: '武汉光谷实验室',
          address: '武汉市东湖新技术开发区高新大道666号',
          recipient: '刘洋',
          phone: '027-87001234',
        },
      ]),
    ),
    [ORDERS_API.details]: record(ORDERS_API.details, ({ query }) => {
      // Like the API: an order that is missing, or another customer's, answers 404.
      const found = orders.filter((item) => item.orderNo === query.orderNo);
      return found.length > 0 ? envelope({ postOk: true, list: found }) : envelope(null, 404, '订单不存在');
    }),
    [ORDERS_API.list]: record(ORDERS_API.list, ({ query }) => {
      const status = Number(query.status ?? 0);
      const page = Number(query.page ?? 1);
      const pageSize = Number(query.pageSize ?? 10);
      const matching = orders.filter((item) => status === 0 || item.orderStatus.id === status);
      const answer: ListResponse<Order> = {
        list: matching.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        totalCount: matching.length,
      };
      return envelope(answer);
    }),
    [ORDERS_API.pay]: record(ORDERS_API.pay, () => {
      const answers = options.payAnswers ?? [envelope(PAY_RESULT)];
      const answer = answers[Math.min(payCount, answers.length - 1)]!;
      payCount += 1;
      return answer;
    }),
    [ORDERS_API.cancel]: record(ORDERS_API.cancel, ({ query }) => {
      orders = orders.map((item) =>
        item.id === Number(query.orderid) ? { ...item, orderStatus: { id: 5, name: '已取消' } } : item,
      );
      return envelope(null, 0, '取消成功');
    }),
    [ORDERS_API.express]: record(ORDERS_API.express, ({ query }) => {
      // Like the API: the number is saved with the order (shown as the waybill) and the express flag cleared.
      orders = orders.map((item) =>
        item.id === Number(query.orderid)
          ? {
              ...item,
              isExpress: false,
              courierNumber: query.expressorder ?? null,
              express: { result: { number: query.expressorder ?? '', expName: '', list: [] } },
            }
          : item,
      );
      return envelope(null, 0, '修改成功');
    }),
    [ORDERS_API.schedule]: record(ORDERS_API.schedule, () => options.schedule ?? envelope(null, 404, '数据不存在')),
  };
  return {
    handlers,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    get orders() {
      return orders;
    },
  };
}
