import { queryOptions, useQuery } from '@tanstack/react-query';
import { workbenchKeys } from '@/lib/query-keys';
import { routes, type ContractTemplate, type ContractTemplateResponse } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

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

/**
 * The download link of a template the list offers as GetContractTemplate?skuId=…&contractId=… (the contract's own
 * products): asked for with the token, answered as a time-limited link that opens without one.
 */
export async function contractTemplateLink(path: string): Promise<string | null> {
  const url = new URL(path, 'http://localhost');
  if (url.pathname !== routes.GetContractTemplate.path) return null;
  const contractId = Number(url.searchParams.get('contractId'));
  const skuId = url.searchParams.get('skuId') ?? '';
  const body = await apiData<ContractTemplateResponse>('GetContractTemplate', { query: { contractId, skuId } });
  return body.path;
}
