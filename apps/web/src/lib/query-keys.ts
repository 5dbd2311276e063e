import type {
  AnalysisQuoteRequest,
  BillingOrderDetailQuery,
  BillingReportQuery,
  BillingWindowQuery,
  ChartQuery,
  DataListQuery,
  DownloadListTypeValue,
  LegalTextTypeValue,
  OrderStatusValue,
  SampleListQuery,
  StatementDisputeStatusValue,
  StatementListQuery,
} from '@seqportal/contract';

/**
 * Every TanStack Query key of the web app, in one module. Features invalidate one another's queries (paying an
 * order refreshes the cart badge, a live event refreshes an order's delivery panel), so keys are shared values
 * here rather than string arrays written at each call. Keys that hold a customer's data end with the member (or
 * user) id, so that another identity signing in in the same tab never sees a cached answer; each group starts with
 * its own root, which a targeted invalidation (or a logout, which removes all queries) reaches at once.
 */

/** The session's own queries: member info, and the start-up restore of addresses and cart count. */
export const sessionKeys = {
  all: ['session'] as const,
  memberInfo: () => [...sessionKeys.all, 'member-info'] as const,
  /** Keyed by the token: a new sign-in never reads the previous one's answer. */
  memberInfoOf: (token: string | null) => [...sessionKeys.memberInfo(), token] as const,
  restore: (memberId: number | null) => [...sessionKeys.all, 'restore', memberId] as const,
};

export const accountsKeys = {
  all: ['accounts'] as const,
  positions: () => [...accountsKeys.all, 'positions'] as const,
  companyCheck: (company: string) => [...accountsKeys.all, 'company-check', company] as const,
};

export const shellKeys = {
  hotKeywords: () => ['shell', 'hot-keywords'] as const,
};

/**
 * The sample box. The list and the shell's badge count both start with 'cart', so invalidating `cartKeys.all`
 * after any change refreshes the list and the header badge together.
 */
export const cartKeys = {
  all: ['cart'] as const,
  list: (userId: number | null) => [...cartKeys.all, 'list', userId] as const,
  count: (userId: number | string | null) => [...cartKeys.all, 'count', userId] as const,
};

/**
 * Catalogue answers depend on who asks (prices and contract rows only with a token), so every key that can carry
 * prices ends with the token: signing in or out never shows a cached answer of the other state.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  banners: () => [...catalogueKeys.all, 'banners'] as const,
  indexGoods: (token: string | null) => [...catalogueKeys.all, 'index-goods', token] as const,
  goodsList: (filters: object, token: string | null) => [...catalogueKeys.all, 'goods-list', filters, token] as const,
  goodsDetail: (query: object, token: string | null) => [...catalogueKeys.all, 'goods-detail', query, token] as const,
  recommend: (skuId: number | null, token: string | null) => [...catalogueKeys.all, 'recommend', skuId, token] as const,
  contracts: (token: string | null) => [...catalogueKeys.all, 'contracts', token] as const,
};

export const contentKeys = {
  all: () => ['content'] as const,
  legalText: (type: LegalTextTypeValue) => ['content', 'legal-text', type] as const,
  captcha: () => ['content', 'captcha'] as const,
};

export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (memberId: number | null, status: OrderStatusValue | 0, page: number, pageSize: number) =>
    [...ordersKeys.lists(), memberId, status, page, pageSize] as const,
  details: () => [...ordersKeys.all, 'detail'] as const,
  detail: (memberId: number | null, orderNo: string) => [...ordersKeys.details(), memberId, orderNo] as const,
  payResult: (memberId: number | null, orderNo: string) =>
    [...ordersKeys.all, 'pay-result', memberId, orderNo] as const,
  deliveryLabs: (skuIds: string) => [...ordersKeys.all, 'delivery-labs', skuIds] as const,
  sampleSchedule: (memberId: number | null, orderNo: string) =>
    [...ordersKeys.all, 'sample-schedule', memberId, orderNo] as const,
};

/** The shared order-delivery pieces (progress strip, data delivery panel, download layers). */
export const orderDeliveryKeys = {
  all: ['order-delivery'] as const,
  /** Everything shown for one order: a live event refreshes exactly this. */
  order: (memberId: number | null, orderNo: string) => [...orderDeliveryKeys.all, memberId, orderNo] as const,
  schedule: (memberId: number | null, orderNo: string) =>
    [...orderDeliveryKeys.order(memberId, orderNo), 'schedule'] as const,
  downloads: (memberId: number | null, orderNo: string, type: DownloadListTypeValue) =>
    [...orderDeliveryKeys.order(memberId, orderNo), 'downloads', type] as const,
};

export const deliveryKeys = {
  all: ['delivery'] as const,
  credential: (memberId: number | null, orderNo: string) =>
    [...deliveryKeys.all, 'credential', memberId, orderNo] as const,
};

export const samplesKeys = {
  all: ['samples'] as const,
  list: (memberId: number | null, query: SampleListQuery) => [...samplesKeys.all, 'list', memberId, query] as const,
  detail: (memberId: number | null, codeNo: string) => [...samplesKeys.all, 'detail', memberId, codeNo] as const,
  orderInfo: (memberId: number | null, orderNo: string) =>
    [...samplesKeys.all, 'order-info', memberId, orderNo] as const,
  columns: (memberId: number | null) => [...samplesKeys.all, 'columns', memberId] as const,
  contracts: (memberId: number | null) => [...samplesKeys.all, 'contracts', memberId] as const,
  pickupAddress: (memberId: number | null) => [...samplesKeys.all, 'pickup-address', memberId] as const,
};

export const printKeys = {
  all: ['print'] as const,
  samples: (memberId: number | null, orderNo: string) => [...printKeys.all, 'samples', memberId, orderNo] as const,
  order: (memberId: number | null, orderNo: string) => [...printKeys.all, 'order', memberId, orderNo] as const,
  quality: (memberId: number | null, orderNo: string) => [...printKeys.all, 'quality', memberId, orderNo] as const,
};

export const personalCentreKeys = {
  all: ['personal-centre'] as const,
  addresses: () => [...personalCentreKeys.all, 'addresses'] as const,
  /** Loaded by the start-up restore too (spec part 2 section 4), and read by the shell. */
  addressList: (memberId: number | null) => [...personalCentreKeys.addresses(), memberId] as const,
  regionTree: () => [...personalCentreKeys.all, 'region-tree'] as const,
  orderSetting: () => [...personalCentreKeys.all, 'order-setting'] as const,
  orderSettingOf: (memberId: number | null) => [...personalCentreKeys.orderSetting(), memberId] as const,
};

export const workbenchKeys = {
  all: ['workbench'] as const,
  todos: (memberId: number | null) => ['workbench', 'todos', memberId] as const,
  chart: (memberId: number | null, query: ChartQuery) => ['workbench', 'chart', memberId, query] as const,
  pendingSamples: (memberId: number | null) => ['workbench', 'pending-samples', memberId] as const,
  recentPurchases: (memberId: number | null) => ['workbench', 'recent-purchases', memberId] as const,
  customProducts: (memberId: number | null) => ['workbench', 'custom-products', memberId] as const,
  contractTemplates: (memberId: number | null) => ['workbench', 'contract-templates', memberId] as const,
};

export const billingKeys = {
  all: ['billing'] as const,
  contracts: (memberId: number | null) => [...billingKeys.all, 'contracts', memberId] as const,
  overview: (memberId: number | null, query: BillingWindowQuery) =>
    [...billingKeys.all, 'overview', memberId, query] as const,
  buyPie: (memberId: number | null, query: BillingWindowQuery) =>
    [...billingKeys.all, 'buy-pie', memberId, query] as const,
  orderPie: (memberId: number | null, query: BillingWindowQuery) =>
    [...billingKeys.all, 'order-pie', memberId, query] as const,
  detail: (memberId: number | null, query: BillingOrderDetailQuery) =>
    [...billingKeys.all, 'detail', memberId, query] as const,
  report: (memberId: number | null, query: BillingReportQuery) =>
    [...billingKeys.all, 'report', memberId, query] as const,
};

/** The statements (对账单) of the billing centre. */
export const statementKeys = {
  all: ['billing', 'statements'] as const,
  list: (memberId: number | null, query: StatementListQuery) =>
    [...statementKeys.all, 'list', memberId, query] as const,
  detail: (memberId: number | null, id: number | null) => [...statementKeys.all, 'detail', memberId, id] as const,
};

export const contractKeys = {
  products: (memberId: number | null) => ['contracts', 'products', memberId] as const,
  pickupAddress: (memberId: number | null) => ['contracts', 'pickup-address', memberId] as const,
};

export const dataCentreKeys = {
  all: ['data-centre'] as const,
  list: (memberId: number | null, query: DataListQuery) => [...dataCentreKeys.all, 'list', memberId, query] as const,
  lists: () => [...dataCentreKeys.all, 'list'] as const,
  /** The analysis records of one original order (its detail page); a list, so a new analysis refreshes it. */
  orderAnalyses: (memberId: number | null, orderId: number) =>
    [...dataCentreKeys.lists(), memberId, 'order-analyses', orderId] as const,
  types: (memberId: number | null) => [...dataCentreKeys.all, 'types', memberId] as const,
  genomes: () => [...dataCentreKeys.all, 'genomes'] as const,
  outFileTypes: () => [...dataCentreKeys.all, 'out-file-types'] as const,
  quote: (memberId: number | null, request: AnalysisQuoteRequest) =>
    [...dataCentreKeys.all, 'quote', memberId, request] as const,
  record: (memberId: number | null, id: number) => [...dataCentreKeys.all, 'record', memberId, id] as const,
  reportDetail: (memberId: number | null, id: number) => [...dataCentreKeys.all, 'report', memberId, id] as const,
};

/** The customer's side of the support chat. */
export const supportKeys = {
  all: ['support'] as const,
  conversations: () => ['support', 'conversations'] as const,
  messages: (conversationId: number) => ['support', 'messages', conversationId] as const,
  /** The unread count on the floating 客服 button, kept live by the support stream. */
  unread: () => ['support', 'unread'] as const,
};

/** The staff's support desk. */
export const deskKeys = {
  all: ['support-desk'] as const,
  queues: () => [...deskKeys.all, 'queue'] as const,
  queue: (status: 'open' | 'closed') => [...deskKeys.queues(), status] as const,
  detail: (conversationId: number) => [...deskKeys.all, 'detail', conversationId] as const,
  canned: (conversationId: number) => [...deskKeys.all, 'canned', conversationId] as const,
  cannedAll: ['support-desk', 'canned'] as const,
  templates: ['support-desk', 'canned-templates'] as const,
};

/** The lab console; all under 'lab' so that a staff sign-out drops every cached answer at once. */
export const labKeys = {
  all: ['lab'] as const,
  order: (orderNo: string) => [...labKeys.all, 'order', orderNo] as const,
  analysis: () => [...labKeys.all, 'analysis'] as const,
  certifications: () => [...labKeys.all, 'certifications'] as const,
  certificationQueue: (auditType: number) => [...labKeys.certifications(), 'queue', auditType] as const,
  certification: (organisationId: number) => [...labKeys.certifications(), 'detail', organisationId] as const,
  statementDisputes: () => [...labKeys.all, 'statement-disputes'] as const,
  statementDisputeList: (status: StatementDisputeStatusValue, page: number) =>
    [...labKeys.statementDisputes(), status, page] as const,
  creditNotes: () => [...labKeys.all, 'credit-notes'] as const,
  creditNoteList: (page: number) => [...labKeys.creditNotes(), page] as const,
};
