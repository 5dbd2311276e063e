import { paths, type AppPath } from '@/config/paths';

/**
 * Page routes of spec part 1 section 2 and part 2 section 2.1 with their Chinese names. Home has its own
 * screen; the others show a placeholder until their feature lands, so no link from the old portal is dead.
 */
export interface PageDefinition {
  path: AppPath;
  name: string;
}

export const pages: readonly PageDefinition[] = [
  { path: paths.login, name: '账号登录' },
  { path: paths.register, name: '注册账号' },
  { path: paths.registerExtra, name: '申请子账号' },
  { path: paths.shopCart, name: '样本箱' },
  { path: paths.generateOrder, name: '确认订单' },
  { path: paths.payType, name: '下单成功' },
  { path: paths.myOrder, name: '我的订单' },
  { path: paths.myOrderDetail, name: '订单详情' },
  { path: paths.sampleCenter, name: '样本中心' },
  { path: paths.sampleDetail, name: '样本详情' },
  { path: paths.contractProduct, name: '合同中心' },
  { path: paths.work, name: '工作台' },
  { path: paths.dataCenter, name: '数据中心' },
  { path: paths.billingCenter, name: '账单中心' },
  { path: paths.businessManager, name: '企业管理' },
  { path: paths.kefu, name: '在线客服' },
  { path: paths.myInfo, name: '个人资料' },
  { path: paths.myAddress, name: '取样信息管理' },
  { path: paths.fixCompany, name: '机构认证' },
  { path: paths.configBuy, name: '购买确认条款' },
  { path: paths.legalLayer, name: '隐私条款与法律声明' },
  { path: paths.registerLayer, name: '用户服务协议' },
  { path: paths.contactUs, name: '联系我们' },
  { path: paths.aboutUs, name: '关于我们' },
  { path: paths.samplePrint, name: '样本信息单' },
  { path: paths.orderPrint, name: '技术服务订单' },
  { path: paths.qualityReport, name: '样本质检报告' },
];
