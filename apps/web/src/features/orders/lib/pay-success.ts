import { DeliveryMode, type DeliveryLab, type Order, type PayOrderResponse } from '@seqportal/contract';

/** What /paytype shows, whether it came with the PayOrder answer or was read back from the order after a reload. */
export interface PaySuccessInfo {
  orderNo: string;
  totalPrice: string;
  barcodeImg: string;
  barcodeNo: string;
  creditPending: boolean;
  /** Courier orders: the lab the parcel goes to, with its address and contact; null for pickup. */
  courierLab: DeliveryLab | null;
}

export const PAY_SUCCESS_COUNTDOWN_SECONDS = 10;

/** The PayOrder answer handed over in history state, when it belongs to this order. */
export function payResultFromState(state: unknown, orderNo: string): PaySuccessInfo | null {
  if (typeof state !== 'object' || state === null || !('payResult' in state)) return null;
  const result = (state as { payResult: unknown }).payResult;
  if (typeof result !== 'object' || result === null) return null;
  const answer = result as Partial<PayOrderResponse>;
  if (answer.orderNo !== orderNo) return null;
  return {
    orderNo,
    totalPrice: answer.totalPrice ?? '0.00',
    barcodeImg: answer.barcodeImg ?? '',
    barcodeNo: answer.barcodeNo ?? '',
    creditPending: answer.creditPending ?? false,
    courierLab: labOf((state as { courierLab?: unknown }).courierLab),
  };
}

function labOf(value: unknown): DeliveryLab | null {
  if (typeof value !== 'object' || value === null) return null;
  const lab = value as Partial<DeliveryLab>;
  return typeof lab.name === 'string'
    ? { name: lab.name, address: lab.address ?? '', recipient: lab.recipient ?? '', phone: lab.phone ?? '' }
    : null;
}

/** The same fields from orderDetails, for a reload or a link to /paytype. */
export function payResultFromOrder(order: Order): PaySuccessInfo {
  return {
    orderNo: order.orderNo,
    totalPrice: order.totalPrice,
    barcodeImg: order.barcodeImg ?? '',
    barcodeNo: order.barcodeNo ?? '',
    creditPending: order.creditPending ?? false,
    courierLab: order.methodId === DeliveryMode.Courier ? (order.lab ?? null) : null,
  };
}
