import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsKeys } from '@/lib/query-keys';
import type { CompanyCheckResponse } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

export function checkCompany(company: string, signal?: AbortSignal): Promise<CompanyCheckResponse> {
  return apiData<CompanyCheckResponse>('CheckCompany', { query: { company }, signal });
}

export function companyCheckQueryOptions(company: string) {
  return queryOptions({
    queryKey: accountsKeys.companyCheck(company),
    queryFn: ({ signal }) => checkCompany(company, signal),
    enabled: company !== '',
    staleTime: 30_000,
  });
}

/** Whether a company of that name exists; an empty name (personal account) is never checked. */
export function useCompanyCheck(company: string) {
  return useQuery(companyCheckQueryOptions(company));
}
