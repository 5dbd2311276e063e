import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { labKeys } from '@/lib/query-keys';
import type {
  ListResponse,
  ResolveStatementDisputeRequest,
  StatementDisputeEntry,
  StatementDisputeStatusValue,
} from '@seqportal/contract';
import { staffData } from '../lib/staff-api';

/** GET /api/admin/statements/disputes: the customers' statement disputes, newest first. */
export function getStatementDisputes(
  status: StatementDisputeStatusValue,
  page: number,
  signal?: AbortSignal,
): Promise<ListResponse<StatementDisputeEntry>> {
  return staffData<ListResponse<StatementDisputeEntry>>('AdminStatementDisputes', {
    query: { status, page, pageSize: 20 },
    signal,
  });
}

export function useStatementDisputes(status: StatementDisputeStatusValue, page: number) {
  return useQuery({
    queryKey: labKeys.statementDisputeList(status, page),
    queryFn: ({ signal }) => getStatementDisputes(status, page, signal),
    retry: false,
  });
}

/** POST /api/admin/statements/disputes/resolve. */
export function resolveStatementDispute(request: ResolveStatementDisputeRequest): Promise<StatementDisputeEntry> {
  return staffData<StatementDisputeEntry>('AdminResolveStatementDispute', { body: request });
}

export function useResolveStatementDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveStatementDispute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labKeys.statementDisputes() }),
  });
}
