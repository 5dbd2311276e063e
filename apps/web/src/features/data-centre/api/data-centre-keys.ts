import type { AnalysisQuoteRequest, DataListQuery } from '@seqportal/contract';

/** Query keys of the data centre, by member so that another identity never sees cached rows. */
export const dataCentreKeys = {
  all: ['data-centre'] as const,
  list: (memberId: number | null, query: DataListQuery) => [...dataCentreKeys.all, 'list', memberId, query] as const,
  lists: () => [...dataCentreKeys.all, 'list'] as const,
  types: (memberId: number | null) => [...dataCentreKeys.all, 'types', memberId] as const,
  genomes: () => [...dataCentreKeys.all, 'genomes'] as const,
  outFileTypes: () => [...dataCentreKeys.all, 'out-file-types'] as const,
  quote: (memberId: number | null, request: AnalysisQuoteRequest) =>
    [...dataCentreKeys.all, 'quote', memberId, request] as const,
  record: (memberId: number | null, id: number) => [...dataCentreKeys.all, 'record', memberId, id] as const,
  reportDetail: (memberId: number | null, id: number) => [...dataCentreKeys.all, 'report', memberId, id] as const,
};
