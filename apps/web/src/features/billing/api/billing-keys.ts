import type { BillingOrderDetailQuery, BillingReportQuery, BillingWindowQuery } from '@seqportal/contract';

/** Query keys of the billing feature, keyed by member so one identity's bills never show for another. */
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
