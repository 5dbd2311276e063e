import type { SampleListQuery } from '@seqportal/contract';

/**
 * Query keys of the samples feature. Lists are keyed by member, so one customer's samples are never served
 * from the cache to another identity chosen in the same tab.
 */
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
