import type { StatementListQuery } from '@seqportal/contract';

/** Query keys of the statements (对账单), keyed by member so one identity's statements never show for another. */
export const statementKeys = {
  all: ['billing', 'statements'] as const,
  list: (memberId: number | null, query: StatementListQuery) =>
    [...statementKeys.all, 'list', memberId, query] as const,
  detail: (memberId: number | null, id: number | null) => [...statementKeys.all, 'detail', memberId, id] as const,
};
