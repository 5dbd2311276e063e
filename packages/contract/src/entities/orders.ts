import type { AuditTypeValue } from '../enums/audit-type.js';
import type { PropertyTypeValue } from '../enums/cart.js';
import type { DeliveryModeValue } from '../enums/delivery.js';
import type { OrderStatusValue } from '../enums/order-status.js';
import type { SampleKindLabel, TemplateTypeValue } from '../enums/template-type.js';
import type { MarketingAttribute } from './cart.js';
import type { IsoDateString, MoneyString } from './common.js';
import type { SampleInfoLists } from './sample-info.js';
import type { SampleRow } from './samples.js';

export interface OrderStatusRef {
  id: OrderStatusValue;
  name: string;
}

export interface SenderInfo {
  memberName: string;
  orgName: string;
  memberPhone: string;
  email: string;
}

export interface ExpressTraceEntry {
  time: string;
  status: string;
}

export interface ExpressTrace {
  number: string;
  expName: string;
  list: ExpressTraceEntry[];
}

export interface ExpressInfo {
  result: ExpressTrace;
}

export interface OrderGoodsSamples {
  item1: SampleKindLabel;
  item2: SampleRow[];
}

export interface OrderGoods {
  goodsImg: string;
  goodsName: string;
  skuName: string;
  /** Legacy alias of skuName. */
  skutype?: string;
  skuPrice: MoneyString;
  goodsCount: number;
  actualPrice: MoneyString;
  skuId: number;
  templateType: TemplateTypeValue;
  marketingAttribute: MarketingAttribute[];
  sample: OrderGoodsSamples | null;
}

export interface Order {
  id: number;
  orderNo: string;
  contractId: number | null;
  contractName: string | null;
  orderTime: IsoDateString;
  createTime?: IsoDateString;
  orderStatus: OrderStatusRef;
  /** Delivery mode; express and print actions are hidden for pickup (2). */
  methodId: DeliveryModeValue | null;
  type: number;
  /** In the list, the sum of the goods' actualPrice. */
  totalPrice: MoneyString;
  orderAmount: MoneyString;
  isPay: boolean;
  /** True while an express number may be filled in; cleared by a successful addexpress. */
  isExpress: boolean;
  isDisplay: boolean;
  /** Set when the order was placed despite insufficient credit: experiments wait for the PM. */
  creditPending?: boolean;
  /**
   * 待填写样本: not yet received (status 1 or 2) and a goods line has fewer samples than ordered, e.g. a contract
   * bulk order whose samples step was left; the workbench's to-do 待填写样本信息 follows the same rule.
   */
  samplesToFill?: boolean;
  /** 生物 when the first goods is a nucleic-acid sample template, else 文库 (spec part 1 section 3). */
  sampleType?: SampleKindLabel;
  goods: OrderGoods[];
  sampleinformation: SenderInfo | null;
  express: ExpressInfo | null;
  /** Detail only: what PayOrder recorded. */
  labName?: string | null;
  /** Detail only: the chosen lab's receiving address, recipient and phone, when the lab still exists. */
  lab?: DeliveryLab | null;
  /** Pickup time (mode 2), ISO. */
  pickupTime?: IsoDateString | null;
  pickupAddress?: OrderPickupAddress | null;
  courierNumber?: string | null;
  speciesId?: number | null;
  placedAt?: IsoDateString | null;
  /** The sample-delivery barcode once placed, as on /paytype. */
  barcodeNo?: string | null;
  barcodeImg?: string | null;
  /** Detail only: the longest turnaround (working days from the lab's receipt) among the order's services. */
  turnaroundDays?: number | null;
  /** Detail only: 预计交付 (YYYY-MM-DD), the first receipt date plus turnaroundDays working days; null before it. */
  expectedDeliveryDate?: string | null;
}

/** The pickup address as it was when the order was placed. */
export interface OrderPickupAddress {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  street: string;
  address: string;
  postalCode: string;
}

export interface OrderListQuery {
  page: number;
  /** 0 for all tabs (ORDER_STATUS_ALL). */
  status: OrderStatusValue | 0;
  pageSize?: number;
}

/** OrderList answers at most this many orders per page. */
export const ORDER_LIST_MAX_PAGE_SIZE = 50;

export interface OrderNoQuery {
  orderNo: string;
}

export interface OrderDetailsResponse {
  postOk: boolean;
  list: Order[];
}

export interface CancelOrderQuery {
  orderid: number;
}

export interface AddExpressQuery {
  expressorder: string;
  orderid: number;
}

export interface SkuCount {
  skuId: number;
  count: number;
}

/** Cart checkout sends fixed placeholders here (adressType 0, realtionId 1, expressageNum '666'). */
export interface OrderAddressPlaceholder {
  adressType: number;
  realtionId: number;
  expressageNum: string;
}

export const CART_CHECKOUT_ORDER_ADDRESS: Readonly<OrderAddressPlaceholder> = {
  adressType: 0,
  realtionId: 1,
  expressageNum: '666',
};

export interface SubmitOrderRequest extends Partial<SampleInfoLists> {
  /** Always ORDER_CREATE_TYPE (2). */
  type: number;
  propertyType: PropertyTypeValue;
  orderAdress?: OrderAddressPlaceholder;
  skuList: SkuCount[];
  contractId?: number;
}

/** Answer of order creation: the envelope's code and message plus the new order number. */
export interface PlaceOrderResponse {
  code: number;
  message: string;
  orderNo: string;
}

export interface PayOrderRequest {
  orderNo: string;
  auditType: AuditTypeValue;
  mode: DeliveryModeValue;
  /** Name of the delivery lab (派送地址), one of GetDeliveryLabs' names. */
  labName: string;
  /** Consent to the service agreement and privacy terms; must be true. */
  agreement: boolean;
  /** Pickup address id. */
  addersid?: number;
  /** Pickup time 'YYYY-MM-DD HH:mm' in the business time zone; required in pickup mode. */
  datatime?: string;
  couriernumber?: string;
  speciesId?: number;
  /** Comma-joined sku ids. */
  skuIds: string;
  /** Place the order even though credit is insufficient (answers 185 otherwise). */
  confirmCredit?: boolean;
}

/** Fields of the /paytype success page. */
export interface PayOrderResponse {
  orderNo: string;
  totalPrice: MoneyString;
  /** Sample-delivery barcode image (URL or data URL) and its number. */
  barcodeImg: string;
  barcodeNo: string;
  /** '客服' sends the user to customer service. */
  msg?: string;
  /** Placed although credit was insufficient; experiments wait for the PM. */
  creditPending: boolean;
}

export interface DeliveryLabsQuery {
  /** Comma-joined sku ids. */
  skuIds: string;
}

/** A lab that receives samples; courier customers send their parcel to its address, for its recipient. */
export interface DeliveryLab {
  name: string;
  /** Receiving address (收样地址). */
  address: string;
  /** Who signs for the parcel (收件人). */
  recipient: string;
  /** The recipient's phone (联系电话). */
  phone: string;
}

export interface ModifyOrderSamplesRequest extends SampleInfoLists {
  orderNo: string;
}

export interface GoodsIsPayQuery {
  orderNo: string;
}

export interface GoodsIsPayResponse {
  isPay: boolean;
}

/** The msg of a PayOrder answer that sends the user to customer service (/kefu). */
export const PAY_ORDER_SERVICE_MSG = '客服';

/**
 * Body of a refused PayOrder: 185 (credit insufficient; repeat with confirmCredit to place it anyway) carries the
 * amounts; a refusal only customer service can resolve (an ordered SKU went off sale or out of the contract)
 * carries msg 客服.
 */
export interface PayOrderRefusal {
  orderNo: string;
  msg?: typeof PAY_ORDER_SERVICE_MSG;
  totalPrice?: MoneyString;
  availableCredit?: MoneyString;
}

/** PayOrder's own messages beyond the pickup-time rules (pickup-time.ts) and the error registry. */
export const PAY_ORDER_MESSAGES = {
  labRequired: '请选择派送地址！',
  agreementRequired: '请先阅读并同意勾选服务协议及隐私条款！',
  addressRequired: '请选择取样地址',
  goodsUnavailable: '订单中的商品已下架，请联系客服',
} as const;

export const EXPRESS_NUMBER_REQUIRED = '请输入快递单号';
