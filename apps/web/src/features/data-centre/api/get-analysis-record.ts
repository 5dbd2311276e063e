import { useQuery } from '@tanstack/react-query';
import { dataCentreKeys } from '@/lib/query-keys';
import type { AnalysisRecord, ReportDetail } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** GetAnalysisRecord: one analysis with its inputs (再次分析 and the sample list). */
export function useAnalysisRecord(memberId: number | null, id: number) {
  return useQuery({
    queryKey: dataCentreKeys.record(memberId, id),
    queryFn: ({ signal }) => apiData<AnalysisRecord>('GetAnalysisRecord', { query: { id }, signal }),
    enabled: memberId !== null && id > 0,
  });
}

/** GetReportDetail: a delivered library's reads and its order's QC reports as signed links. */
export function useReportDetail(memberId: number | null, id: number) {
  return useQuery({
    queryKey: dataCentreKeys.reportDetail(memberId, id),
    queryFn: ({ signal }) => apiData<ReportDetail>('GetReportDetail', { query: { id }, signal }),
    enabled: memberId !== null && id > 0,
    retry: false,
  });
}
