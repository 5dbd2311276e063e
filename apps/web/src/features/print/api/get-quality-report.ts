import { useQuery } from '@tanstack/react-query';
import { printKeys } from '@/lib/query-keys';
import type { QualityReport } from '@seqportal/contract';
import { fetchPrintData } from './fetch-print-data';

/** GetQualityReport?orderNo: the sample QC report (/quality_report); null for no such order. */
export function useQualityReport(memberId: number | null, orderNo: string) {
  return useQuery({
    queryKey: printKeys.quality(memberId, orderNo),
    queryFn: ({ signal }) => fetchPrintData<QualityReport>('GetQualityReport', orderNo, signal),
    enabled: memberId !== null && orderNo !== '',
    staleTime: 0,
  });
}
