import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labKeys } from '@/lib/query-keys';
import type { LabLookupResponse } from '@seqportal/contract';
import { staffData } from '../lib/staff-api';

/** Finds an order by its number or by one of its sample codes (GET /api/admin/lab/lookup). */
export function labLookup(code: string, signal?: AbortSignal): Promise<LabLookupResponse> {
  return staffData<LabLookupResponse>('AdminLabLookup', { query: { code: code.trim() }, signal });
}

/** A lookup is an action (a scan), not a cached query; its order seeds the order query it leads to. */
export function useLabLookup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => labLookup(code),
    onSuccess: (answer) => queryClient.setQueryData(labKeys.order(answer.orderNo), answer.order),
  });
}
