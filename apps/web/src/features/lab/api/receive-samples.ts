import type { LabActionResponse, ReceiveSamplesRequest } from '@seqportal/contract';
import { staffData } from '../lib/staff-api';
import { useLabAction } from './lab-action';

/** Receives samples; the order moves from 2 to 3 once all its samples are in (POST /api/admin/lab/receive-samples). */
export function receiveSamples(request: ReceiveSamplesRequest): Promise<LabActionResponse> {
  return staffData<LabActionResponse>('AdminReceiveSamples', { body: request });
}

export function useReceiveSamples() {
  return useLabAction(receiveSamples);
}
