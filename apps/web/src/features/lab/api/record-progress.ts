import type { LabActionResponse, RecordProgressRequest } from '@seqportal/contract';
import { staffData } from '../lib/staff-api';
import { useLabAction } from './lab-action';

/** Records the next progress step for samples of an order (POST /api/admin/lab/progress). */
export function recordProgress(request: RecordProgressRequest): Promise<LabActionResponse> {
  return staffData<LabActionResponse>('AdminRecordProgress', { body: request });
}

export function useRecordProgress() {
  return useLabAction(recordProgress);
}
