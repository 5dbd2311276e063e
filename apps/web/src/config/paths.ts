/**
 * Every path of the web app in one place (spec part 1 section 2, part 2 sections 2.1 and 2.7). Paths keep the
 * spellings existing links use (`bussiness_manger`, `address_manger`), so bookmarks and e-mailed links work.
 */
export const paths = {
  home: '/',
  allGoods: '/all_goods',
  goodsDetail: '/all_goods/detail',
  login: '/login',
  register: '/register',
  registerExtra: '/register_extra',
  shopCart: '/shop_cart',
  generateOrder: '/generate_order',
  payType: '/paytype',
  myOrder: '/my_order',
  myOrderDetail: '/my_order/detail',
  sampleCenter: '/sample_center',
  sampleDetail: '/sample_center/detail',
  contractProduct: '/contract_product',
  work: '/work',
  dataCenter: '/data_center',
  billingCenter: '/billing_center',
  businessManager: '/bussiness_manger',
  /** The pages behind the business-management tiles (GetBusinessLink answers these). */
  businessAccounts: '/bussiness_manger/accounts',
  businessPermissions: '/bussiness_manger/permissions',
  businessContracts: '/bussiness_manger/contracts',
  kefu: '/kefu',
  myInfo: '/my_info',
  myAddress: '/my_info/my_address',
  fixCompany: '/my_info/fix_company',
  configBuy: '/config_buy',
  legalLayer: '/layer',
  registerLayer: '/register_layer',
  contactUs: '/contact_us',
  aboutUs: '/about_us',
  samplePrint: '/sample_print',
  orderPrint: '/order_print',
  qualityReport: '/quality_report',
  /** Lab console for staff (issue 7): outside the shop's frame, signed in with a staff account. */
  lab: '/lab',
  /** Support desk for staff (issue 21): the support chat's queue and conversations, signed in like /lab. */
  supportDesk: '/support_desk',
  /** The staff console's statement disputes (support and admin). */
  labStatements: '/lab/statements',
  /** Credit notes (减免) staff issue against unpaid orders, and the list of those issued (support, admin). */
  labCreditNotes: '/lab/credit-notes',
  /** The staff console's review queue of organisation certifications (机构认证审核; support and admin). */
  labCertifications: '/lab/certifications',

  // Pop-up layers: these open as a dialog over the page they were opened from.
  addressManager: '/address_manger',
  fixPhone: '/fix_phone',
  checkOldEmail: '/check_old_email',
  placeOrderConfig: '/place_order_config',
  sampleSelect: '/sample_select',
  sampleInfoMain: '/sample_info_main',
  sampleInfoConfig: '/sample_info_config',
  sampleInfoError: '/sample_info_error',
  sampleInput: '/sample_input',
  choiceLogin: '/choice_login',
  registerLayerPop: '/register_layer_pop',
  layerPop: '/layer_pop',
  buyError: '/buy_error',
  needLogin: '/need_login',
  ossDownload: '/oss_download',
  qualityInspectionDownload: '/quality_inspection_download',
  contractShow: '/contract_show',
  orderIntroduce: '/order_introduce',
  placeOrder: '/place_order',
  bioanalytical: '/bioanalytical',
  bioanalyticalList: '/bioanalytical_list',
  fastqDownload: '/fastq_dl',
  serviceLayer: '/service_layer',
  verificationCode: '/verification_code',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Builds `path?key=value` leaving out empty values, so links never carry `search=` with nothing after it. */
export function withQuery(path: AppPath, query: Readonly<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function goodsSearchHref(search: string): string {
  return withQuery(paths.allGoods, { search: search.trim() });
}
