import type {
  ExpressTrace,
  LaneRequest,
  OrderGoodsSamples,
  SampleInfoInput,
  SampleRow,
  TemplateTypeValue,
} from '@seqportal/contract';
import type { EntityManager } from 'typeorm';
import type { CustomerPrincipal } from '../../../common/auth/customer-principal.js';

/*
 * What the orders module needs from modules that themselves depend on orders (samples, lab). Orders owns these
 * small interfaces; the other modules implement them and provide them under the tokens below (see
 * samples/order-samples.module.ts and lab/express/order-express-traces.module.ts), so orders imports neither.
 */

/** A sample as the order views read it, with its sub-libraries and lanes. */
export interface OrderSampleRecord {
  id: number;
  orderGoodsId: number;
  kind: 'yb' | 'wk';
  codeNo: string;
  sendTempCode: string;
  /** The customer's own sample number (样本编号); '' when none was given. */
  sampleNo: string;
  name: string;
  type: string;
  species: string;
  num: number;
  dataSize: string | null;
  wkName: string | null;
  goodsName: string;
  templateType: TemplateTypeValue;
  subLibraries: Array<{ zwkName: string; indexI7: string; indexI5: string | null; type: string }>;
  lanes: LaneRequest[];
}

export const ORDER_SAMPLES = Symbol('OrderSamples');

/** Sample information of orders, implemented by the samples module. Callers have checked the order's owner. */
export interface OrderSamples {
  /** Validates and saves a new order's sample information inside the order's transaction (400 rolls it back). */
  saveForNewOrder(
    manager: EntityManager,
    order: { id: number; memberId: number },
    input: SampleInfoInput,
    now: Date,
  ): Promise<void>;
  /** The samples of each goods line (keyed by order_goods id). */
  samplesByGoods(orderIds: readonly number[], manager?: EntityManager): Promise<Map<number, OrderGoodsSamples>>;
  /** The samples of the orders. */
  byOrders(orderIds: readonly number[], manager?: EntityManager): Promise<OrderSampleRecord[]>;
  /** The sample rows of the orders as the sample views show them (a row per sub-library). */
  sampleRows(orderIds: readonly number[]): Promise<SampleRow[]>;
  /** ModifyOrderSamples for an order the customer owns: replaces its samples until the lab has received them. */
  modify(customer: CustomerPrincipal, orderNo: string, input: SampleInfoInput): Promise<void>;
  /** When the lab received the first of the order's samples (the expected delivery counts from it), or null. */
  firstReceivedAt(orderId: number): Promise<Date | null>;
}

export const ORDER_EXPRESS_TRACES = Symbol('OrderExpressTraces');

/** The staff's express tracking entries, implemented by the lab module. */
export interface OrderExpressTraces {
  /** The latest entry of each order that has one. */
  tracesFor(orderIds: readonly number[]): Promise<Map<number, ExpressTrace>>;
}
