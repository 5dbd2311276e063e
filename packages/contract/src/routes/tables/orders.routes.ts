import type { RouteDef } from '../route-def.js';

/** Order creation, payment on credit, tracking and printing. `orderDetails` and `addexpress` keep their legacy casing. */
export const orderRoutes = {
  SubmitOrder: { method: 'POST', path: '/api/NewOrder/SubmitOrder', auth: 'customer', summary: '创建订单（支持Idempotency-Key）', domain: 'orders' },
  PayOrder: { method: 'POST', path: '/api/NewOrder/PayOrder', auth: 'customer', summary: '确认下单（授信支付，支持Idempotency-Key）', domain: 'orders' },
  CancelOrder: { method: 'POST', path: '/api/NewOrder/CancelOrder', auth: 'customer', summary: '取消订单', domain: 'orders' },
  OrderList: { method: 'GET', path: '/api/NewOrder/OrderList', auth: 'customer', summary: '我的订单（分页，按状态）', domain: 'orders' },
  orderDetails: { method: 'POST', path: '/api/NewOrder/orderDetails', auth: 'customer', summary: '订单详情', domain: 'orders' },
  addexpress: { method: 'POST', path: '/api/NewOrder/addexpress', auth: 'customer', summary: '填写快递单号', domain: 'orders' },
  ModifyOrderSamples: { method: 'POST', path: '/api/NewOrder/ModifyOrderSamples', auth: 'customer', summary: '修改已有订单的样本信息', domain: 'orders' },
  GetPrintOrder: { method: 'GET', path: '/api/NewOrder/GetPrintOrder', auth: 'customer', summary: '样本信息单打印数据', domain: 'orders' },
  PrintService: { method: 'GET', path: '/api/NewOrder/PrintService', auth: 'customer', summary: '技术服务单打印数据', domain: 'orders' },
  GetOrderPrint: { method: 'GET', path: '/api/NewOrder/GetOrderPrint', auth: 'customer', summary: '技术服务订单打印详情', domain: 'orders' },
  GoodsIsPay: { method: 'GET', path: '/api/NewOrder/GoodsIsPay', auth: 'customer', summary: '订单是否已下单支付', domain: 'orders' },
  GetStatistics: { method: 'GET', path: '/api/NewOrder/GetStatistics', auth: 'customer', summary: '订单统计', domain: 'orders' },
} as const satisfies Record<string, RouteDef>;
