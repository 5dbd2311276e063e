/** Texts of business management (spec part 2 sections 2.12 and 8). */
export const BUSINESS_MESSAGES = {
  notOpen: '功能尚未开通',
  notMain: '仅已认证机构的主账号可使用企业管理',
  subAccount: '企业管理仅对机构主账号开放。您当前登录的是子账号，如需管理账号、权限或合同，请联系贵机构的主账号。',
  loadFailed: '加载失败，请稍后重试',
  noSubAccounts: '暂无子账号，同事可在登录页「申请子账号」提交申请',
  noContracts: '暂无合同',
  noTemplate: '无可用合同模板',
  done: '操作成功',
} as const;
