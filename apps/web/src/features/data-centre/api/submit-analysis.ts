import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataCentreKeys } from '@/lib/query-keys';
import type { SubmitAnalysisRequest, SubmitAnalysisResponse } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

export interface SubmitAnalysisCall {
  request: SubmitAnalysisRequest & { confirmCredit?: boolean };
  /** One key per confirmed order: a retry after a lost answer creates nothing twice. */
  idempotencyKey: string;
}

/** SubmitAnalysis: one analysis order per chosen type; the records list reloads. */
export function useSubmitAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: SubmitAnalysisCall) =>
      apiData<SubmitAnalysisResponse>('SubmitAnalysis', { body: request, headers: idempotencyHeaders(idempotencyKey) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataCentreKeys.lists() }),
  });
}
