import { useQuery } from '@tanstack/react-query';
import { printKeys } from '@/lib/query-keys';
import type { SamplePrintDetail } from '@seqportal/contract';
import { fetchPrintData } from './fetch-print-data';

/** GetPrintOrder?orderNo: the sample information sheet (/sample_print); null for no such order. */
export function useSamplePrint(memberId: number | null, orderNo: string) {
  return useQuery({
    queryKey: printKeys.samples(memberId, orderNo),
    queryFn: ({ signal }) => fetchPrintData<SamplePrintDetail>('GetPrintOrder', orderNo, signal),
    enabled: memberId !== null && orderNo !== '',
    staleTime: 0,
  });
}
