import { useQuery } from '@tanstack/react-query';
import type { QualityReport } from '@seqportal/contract';
import { fetchPrintData } from './fetch-print-data';
import { printKeys } from './print-keys';

/** GetQualityReport?orderNo: the sample QC report (/quality_report); null for no such order. */
export function useQualityReport(memberId: number | null, orderNo: string) {
  return useQuery({
    queryKey: printKeys.quality(memberId, orderNo),
    queryFn: ({ signal }) => fetchPrintData<QualityReport>('GetQualityReport', orderNo, signal),
    enabled: memberId !== null && orderNo !== '',
    staleTime: 0,
  });
}
