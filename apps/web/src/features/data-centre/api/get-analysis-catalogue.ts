import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataCentreKeys } from '@/lib/query-keys';
import type { AnalysisType, GenomeOption, OutFileTypeOption } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** GetAnalysisTypes: the analyses with their price per G for the caller (contract price where one applies). */
export function analysisTypesQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: dataCentreKeys.types(memberId),
    queryFn: ({ signal }) => apiData<AnalysisType[]>('GetAnalysisTypes', { signal }),
    enabled: memberId !== null,
  });
}

export function useAnalysisTypes(memberId: number | null) {
  return useQuery(analysisTypesQueryOptions(memberId));
}

/** GetGenomeList: the reference genomes (real assemblies) by species. */
export function useGenomeList(enabled: boolean) {
  return useQuery({
    queryKey: dataCentreKeys.genomes(),
    queryFn: ({ signal }) => apiData<GenomeOption[]>('GetGenomeList', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** GetOutFileTypes: the output files an analysis can deliver. */
export function useOutFileTypes(enabled: boolean) {
  return useQuery({
    queryKey: dataCentreKeys.outFileTypes(),
    queryFn: ({ signal }) => apiData<OutFileTypeOption[]>('GetOutFileTypes', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}
