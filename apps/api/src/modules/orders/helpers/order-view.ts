import {
  ORDER_STATUS_LABELS,
  formatMoney,
  sampleTypeLabel,
  type DeliveryLab,
  type ExpressInfo,
  type ExpressTrace,
  type Order,
  type OrderGoods as OrderGoodsView,
  type OrderPickupAddress,
  type SenderInfo,
} from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import type { CustomerOrder, PickupAddressSnapshot } from '../entities/customer-order.entity.js';
import type { OrderGoods } from '../entities/order-goods.entity.js';
import { barcodeDataUrl } from './barcode.js';

export interface OrderViewExtras {
  contractName: string | null;
  /** Detail only: who sends the samples. */
  sender?: SenderInfo | null;
  /** Detail only: delivery, pickup and barcode fields. */
  detail?: boolean;
  /** Detail only: the chosen delivery lab with its receiving address and contact. */
  lab?: DeliveryLab | null;
  /** The lab's tracking entries of the shipment (ExpressTracesService.tracesFor), when there are any. */
  trace?: ExpressTrace;
}

export function toGoodsView(goods: OrderGoods): OrderGoodsView {
  return {
    goodsImg: goods.goodsImg,
    goodsName: goods.goodsName,
    skuName: goods.skuName,
    skutype: goods.skuName,
    skuPrice: formatMoney(goods.skuPrice),
    goodsCount: goods.goodsCount,
    actualPrice: formatMoney(goods.actualPrice),
    skuId: goods.skuId,
    templateType: goods.templateType,
    marketingAttribute: goods.marketingAttributes,
    // Filled in by the samples module once sample information is stored per order.
    sample: null,
  };
}

/**
 * An order as the order list and detail answer it. totalPrice is the sum of the goods' actualPrice and the
 * sample type label follows the first goods (spec part 1 section 3).
 */
export function toOrderView(order: CustomerOrder, goods: readonly OrderGoods[], extras: OrderViewExtras): Order {
  const total = goods.reduce((sum, line) => sum.plus(line.actualPrice), new Decimal(0));
  const view: Order = {
    id: order.id,
    orderNo: order.orderNo,
    contractId: order.contractId,
    contractName: extras.contractName,
    orderTime: order.createdAt.toISOString(),
    createTime: order.createdAt.toISOString(),
    orderStatus: { id: order.status, name: ORDER_STATUS_LABELS[order.status] },
    methodId: order.mode,
    type: order.type,
    totalPrice: formatMoney(total.toFixed()),
    orderAmount: formatMoney(order.orderAmount),
    isPay: order.isPay,
    isExpress: order.isExpress,
    isDisplay: order.isDisplay,
    creditPending: order.creditPending,
    sampleType: sampleTypeLabel(goods[0]?.templateType),
    goods: goods.map(toGoodsView),
    sampleinformation: extras.sender ?? null,
    express: expressOf(order, extras.trace),
  };
  if (!extras.detail) return view;
  return {
    ...view,
    labName: order.labName,
    lab: extras.lab ?? null,
    pickupTime: order.pickupTime?.toISOString() ?? null,
    pickupAddress: order.pickupAddress ? publicAddress(order.pickupAddress) : null,
    courierNumber: order.courierNumber,
    speciesId: order.speciesId,
    placedAt: order.placedAt?.toISOString() ?? null,
    barcodeNo: order.barcodeNo,
    barcodeImg: order.barcodeNo ? barcodeDataUrl(order.barcodeNo) : null,
  };
}

/**
 * The express panel: the lab's tracking entries when staff recorded any (their newest entry names the waybill
 * and carrier), else the number the customer entered, without entries yet.
 */
function expressOf(order: CustomerOrder, trace: ExpressTrace | undefined): ExpressInfo | null {
  if (trace) return { result: trace };
  if (!order.expressNumber) return null;
  return { result: { number: order.expressNumber, expName: '', list: [] } };
}

function publicAddress(snapshot: PickupAddressSnapshot): OrderPickupAddress {
  return {
    name: snapshot.name,
    phone: snapshot.phone,
    province: snapshot.province,
    city: snapshot.city,
    district: snapshot.district,
    street: snapshot.street,
    address: snapshot.address,
    postalCode: snapshot.postalCode,
  };
}
