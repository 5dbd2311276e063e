export { BillingCenterPage } from './components/billing-center-page';
