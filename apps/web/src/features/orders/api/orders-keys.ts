import type { OrderStatusValue } from '@seqportal/contract';

/** Query keys of orders; keyed by member so that another customer signing in never sees cached orders. */
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
