export { AccountListView } from './components/account-list-view';
export { BusinessManagerView } from './components/business-manager-view';
export { ContractManagementView } from './components/contract-management-view';
export { PermissionView } from './components/permission-view';
