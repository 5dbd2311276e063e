import { queryOptions, useQuery } from '@tanstack/react-query';
import { statementKeys } from '@/lib/query-keys';
import type { StatementDetail } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** GetStatementDetail: one statement with its lines, aging, credit and disputes. */
export function getStatementDetail(id: number, signal?: AbortSignal): Promise<StatementDetail> {
  return apiData<StatementDetail>('GetStatementDetail', { body: { id }, signal });
}

export function statementDetailQueryOptions(memberId: number | null, id: number | null) {
  return queryOptions({
    queryKey: statementKeys.detail(memberId, id),
    queryFn: ({ signal }) => getStatementDetail(id!, signal),
    enabled: memberId !== null && id !== null,
  });
}

export function useStatementDetail(memberId: number | null, id: number | null) {
  return useQuery(statementDetailQueryOptions(memberId, id));
}
