import type { LabActionResponse, RecordQcRequest } from '@seqportal/contract';
import { staffData } from '../lib/staff-api';
import { useLabAction } from './lab-action';

/** Saves a sample's QC results, the columns of the quality report (POST /api/admin/lab/qc-results). */
export function recordQc(request: RecordQcRequest): Promise<LabActionResponse> {
  return staffData<LabActionResponse>('AdminRecordQc', { body: request });
}

export function useRecordQc() {
  return useLabAction(recordQc);
}
