export { ContractProductView } from './components/contract-product-view';
export { PlaceOrderLayer } from './components/place-order-layer';
export { ContractShowLayer } from './components/contract-show-layer';
export { OrderIntroduceLayer } from './components/order-introduce-layer';
export { ContractStepsPanel } from './components/contract-steps-panel';
export { ApprovalNotice } from './components/approval-notice';
