import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementKeys } from '@/lib/query-keys';
import type { DisputeStatementRequest, StatementDetail } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** DisputeStatement: one line of the statement is disputed, with the customer's comment. */
export function disputeStatement(request: DisputeStatementRequest): Promise<StatementDetail> {
  return apiData<StatementDetail>('DisputeStatement', { body: request });
}

export function useDisputeStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disputeStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}
