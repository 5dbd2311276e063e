import { useMutation } from '@tanstack/react-query';
import type { BillingReportExportQuery, ReportExportResponse } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** GetReportExport: the window's whole report as an xlsx; answers a signed link. */
export function exportBillingReport(query: BillingReportExportQuery): Promise<ReportExportResponse | null> {
  return apiData<ReportExportResponse | null>('GetReportExport', { body: { ...query } });
}

export function useExportBillingReport() {
  return useMutation({ mutationFn: exportBillingReport });
}
