/**
 * Who runs the portal: named in the legal texts, on the contact page, in the footer and in e-mails to customers,
 * so that all of them agree.
 */
export const SERVICE_PROVIDER = {
  company: '上海序港基因科技有限公司',
  brand: 'SeqPortal 基因测序服务平台',
  address: '上海市浦东新区张江高科技园区蔡伦路88号',
  hotline: '400-820-6688',
  serviceEmail: 'service@seqportal.cn',
  marketingEmail: 'market@seqportal.cn',
  privacyEmail: 'privacy@seqportal.cn',
  icpFiling: '沪ICP备2024000000号-1',
} as const;
