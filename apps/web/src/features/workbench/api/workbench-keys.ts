import type { ChartQuery } from '@seqportal/contract';

/** Query keys of the workbench, per member so that another identity never sees the previous one's lists. */
export const workbenchKeys = {
  all: ['workbench'] as const,
  todos: (memberId: number | null) => ['workbench', 'todos', memberId] as const,
  chart: (memberId: number | null, query: ChartQuery) => ['workbench', 'chart', memberId, query] as const,
  pendingSamples: (memberId: number | null) => ['workbench', 'pending-samples', memberId] as const,
  recentPurchases: (memberId: number | null) => ['workbench', 'recent-purchases', memberId] as const,
  customProducts: (memberId: number | null) => ['workbench', 'custom-products', memberId] as const,
  contractTemplates: (memberId: number | null) => ['workbench', 'contract-templates', memberId] as const,
};
