export { addressListQueryOptions, useAddressList } from './api/get-address-list';
export { orderSettingQueryOptions, useOrderSetting } from './api/get-order-setting';
export { personalCentreKeys } from './api/personal-centre-keys';
export { AddressLayer } from './components/address-layer';
export { BuyErrorLayer } from './components/buy-error-layer';
export { MyAddressView } from './components/my-address-view';
export { OrderSettingsLayer } from './components/order-settings-layer';
export { PersonalCentreMenu } from './components/personal-centre-menu';
export { formatRegion } from './lib/region';
