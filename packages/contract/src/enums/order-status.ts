/** Order status ids of spec part 1 section 4; any further status is not shown to customers. */
export const OrderStatus = {
  PendingPayment: 1,
  AwaitingSamples: 2,
  SamplesReceived: 3,
  Completed: 4,
  Cancelled: 5,
} as const;

export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUS_LABELS: Record<OrderStatusValue, string> = {
  [OrderStatus.PendingPayment]: '待付款',
  [OrderStatus.AwaitingSamples]: '待收样',
  [OrderStatus.SamplesReceived]: '已收样',
  [OrderStatus.Completed]: '已完成',
  [OrderStatus.Cancelled]: '已取消',
};

/** The `status` query value of the "all" tab: OrderList applies no status filter for it. */
export const ORDER_STATUS_ALL = 0;

export interface OrderStatusTab {
  status: OrderStatusValue | typeof ORDER_STATUS_ALL;
  label: string;
}

/** Tabs of /my_order in display order; cancelled orders appear only under 全部. */
export const ORDER_STATUS_TABS: readonly OrderStatusTab[] = [
  { status: ORDER_STATUS_ALL, label: '全部' },
  { status: OrderStatus.PendingPayment, label: ORDER_STATUS_LABELS[OrderStatus.PendingPayment] },
  { status: OrderStatus.AwaitingSamples, label: ORDER_STATUS_LABELS[OrderStatus.AwaitingSamples] },
  { status: OrderStatus.SamplesReceived, label: ORDER_STATUS_LABELS[OrderStatus.SamplesReceived] },
  { status: OrderStatus.Completed, label: ORDER_STATUS_LABELS[OrderStatus.Completed] },
];

export function isOrderStatus(value: number): value is OrderStatusValue {
  return Object.hasOwn(ORDER_STATUS_LABELS, value);
}
