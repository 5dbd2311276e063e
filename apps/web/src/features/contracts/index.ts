export { ContractProductView } from './components/contract-product-view';
export { PlaceOrderLayer } from './components/place-order-layer';
export { ApprovalNotice } from './components/approval-notice';
