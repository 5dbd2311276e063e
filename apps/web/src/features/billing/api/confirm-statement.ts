import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementKeys } from '@/lib/query-keys';
import type { StatementDetail } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** ConfirmStatement: the customer agrees with the statement. */
export function confirmStatement(id: number): Promise<StatementDetail> {
  return apiData<StatementDetail>('ConfirmStatement', { body: { id } });
}

export function useConfirmStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}
