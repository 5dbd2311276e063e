import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { statementKeys } from '@/lib/query-keys';
import type { ListResponse, StatementListQuery, StatementSummary } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** GetStatementList: the caller's monthly statements, newest month first. */
export function getStatementList(
  query: StatementListQuery,
  signal?: AbortSignal,
): Promise<ListResponse<StatementSummary>> {
  return apiData<ListResponse<StatementSummary>>('GetStatementList', { body: { ...query }, signal });
}

export function statementListQueryOptions(memberId: number | null, query: StatementListQuery) {
  return queryOptions({
    queryKey: statementKeys.list(memberId, query),
    queryFn: ({ signal }) => getStatementList(query, signal),
    enabled: memberId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useStatementList(memberId: number | null, query: StatementListQuery) {
  return useQuery(statementListQueryOptions(memberId, query));
}
