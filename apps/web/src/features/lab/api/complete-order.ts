import type { CompleteOrderRequest, LabActionResponse } from '@seqportal/contract';
import { staffData } from '../lib/staff-api';
import { useLabAction } from './lab-action';

/** Completes an order whose data is delivered, 3 → 4 (POST /api/admin/lab/complete-order). */
export function completeOrder(request: CompleteOrderRequest): Promise<LabActionResponse> {
  return staffData<LabActionResponse>('AdminCompleteOrder', { body: request });
}

export function useCompleteOrder() {
  return useLabAction(completeOrder);
}
