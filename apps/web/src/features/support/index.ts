export { KefuPage } from './components/kefu-page';
export { SupportDeskPage } from './components/support-desk-page';
