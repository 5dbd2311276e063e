export { GenerateOrderView } from './components/generate-order-view';
export { MyOrderView } from './components/my-order-view';
export { OrderDetailView } from './components/order-detail-view';
export { PaytypeView } from './components/paytype-view';
