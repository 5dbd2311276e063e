import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, CheckMsgCodeQuery, CheckMsgCodeResponse } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';

/** Registration step 1: a correct code answers the single-use key that Register / RegisterSub present. */
export function checkMsgCode(query: CheckMsgCodeQuery): Promise<ApiEnvelope<CheckMsgCodeResponse | null>> {
  return apiRequest<CheckMsgCodeResponse | null>('CheckMsgCode', { query: { ...query } });
}

export function useCheckMsgCode() {
  return useMutation({ mutationFn: checkMsgCode });
}
