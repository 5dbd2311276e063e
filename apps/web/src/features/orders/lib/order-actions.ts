import { DeliveryMode, OrderStatus, type Order } from '@seqportal/contract';

/** What an order card offers, by status (spec part 1 section 4). */
export type OrderAction =
  /** 取消订单 (1) */
  | 'cancel'
  /** 确认付款 → /generate_order with the order's sku ids (1) */
  | 'pay'
  /** 填写快递单号 (2, courier orders whose number is still open) */
  | 'express'
  /** 修改快递单号 (2, courier orders whose number was saved: a typo can be corrected until the samples arrive) */
  | 'editExpress'
  /** 打印 the sample sheet (2, courier orders) */
  | 'print'
  /** 申请退款 → customer service (2) */
  | 'refund'
  /** 下载交付内容 → the detail page (4) */
  | 'download'
  /** 查看详情 */
  | 'detail';

/**
 * The buttons of one order. Express and print are for samples the customer sends by courier, so they are hidden
 * for pickup orders (methodId 2); once a number was saved (isExpress cleared) the express button becomes 修改快递单号.
 * Cancelled orders (5) show their badge (see isCancelled) and the detail link only.
 */
export function orderActions(order: Pick<Order, 'orderStatus' | 'methodId' | 'isExpress'>): OrderAction[] {
  const pickup = order.methodId === DeliveryMode.Pickup;
  switch (order.orderStatus.id) {
    case OrderStatus.PendingPayment:
      return ['cancel', 'detail', 'pay'];
    case OrderStatus.AwaitingSamples: {
      const actions: OrderAction[] = [];
      if (!pickup) actions.push(order.isExpress ? 'express' : 'editExpress');
      actions.push('detail');
      if (!pickup) actions.push('print');
      actions.push('refund');
      return actions;
    }
    case OrderStatus.SamplesReceived:
      return ['detail'];
    case OrderStatus.Completed:
      return ['download'];
    case OrderStatus.Cancelled:
      return ['detail'];
    default:
      return ['detail'];
  }
}

export function isCancelled(order: Pick<Order, 'orderStatus'>): boolean {
  return order.orderStatus.id === OrderStatus.Cancelled;
}

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  cancel: '取消订单',
  pay: '确认付款',
  express: '填写快递单号',
  editExpress: '修改快递单号',
  print: '打印',
  refund: '申请退款',
  download: '下载交付内容',
  detail: '查看详情',
};

/** The sku ids 确认付款 carries to /generate_order, in goods order and without repeats. */
export function orderSkuIds(order: Pick<Order, 'goods'>): string {
  return Array.from(new Set(order.goods.map((goods) => goods.skuId))).join(',');
}
