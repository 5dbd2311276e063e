import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractTemplate } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { workbenchKeys } from './workbench-keys';

/** 合同下单模板 (GetContractTemplateList). Silent: the panel shows its own error state instead of a toast per panel. */
export async function getContractTemplateList(signal?: AbortSignal): Promise<ContractTemplate[]> {
  const body = await apiData<ContractTemplate[] | null>('GetContractTemplateList', { silent: true, signal });
  return body ?? [];
}

export function contractTemplatesQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: workbenchKeys.contractTemplates(memberId),
    queryFn: ({ signal }) => getContractTemplateList(signal),
    enabled: memberId !== null,
  });
}

export function useContractTemplateList(memberId: number | null) {
  return useQuery(contractTemplatesQueryOptions(memberId));
}
