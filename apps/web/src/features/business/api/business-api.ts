import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BusinessLinkResponse,
  ContractTemplateResponse,
  ContractWithProducts,
  SubAccount,
  UpdateSubAccountRequest,
} from '@seqportal/contract';
import { apiData, apiRequest } from '@/lib/api-client';

/** Keyed by member: another identity signed in on this browser must never see this organisation's accounts. */
export const businessKeys = {
  all: ['business'] as const,
  accounts: (memberId: number) => [...businessKeys.all, 'accounts', memberId] as const,
};

/** GetSubAccountList doubles as the door check: only an approved organisation's main account is answered (403). */
export function subAccountsQuery(memberId: number) {
  return queryOptions({
    queryKey: businessKeys.accounts(memberId),
    queryFn: ({ signal }) => apiData<SubAccount[]>('GetSubAccountList', { silent: true, signal }),
    retry: false,
  });
}

export function useSubAccounts(memberId: number) {
  return useQuery(subAccountsQuery(memberId));
}

/** The tile's destination (GetBusinessLink); refusals such as 功能尚未开通 are toasted by the API client. */
export async function getBusinessLink(id: number): Promise<string | null> {
  const answer = await apiRequest<BusinessLinkResponse>('GetBusinessLink', { query: { id } });
  return answer.code === 0 ? answer.body.link : null;
}

export function updateSubAccount(request: UpdateSubAccountRequest) {
  return apiRequest<SubAccount>('UpdateSubAccount', { body: request });
}

/** The organisation's contracts with their balances and products (GetContractProductList, as the contract centre). */
export function useOrganisationContracts(memberId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...businessKeys.all, 'contracts', memberId] as const,
      queryFn: async ({ signal }) =>
        (await apiData<ContractWithProducts[] | null>('GetContractProductList', { silent: true, signal })) ?? [],
    }),
  );
}

/** The sample-sheet template of a contract's products (GetContractTemplate): a short-lived download link. */
export async function contractTemplateLink(contractId: number, skuIds: number[]): Promise<string | null> {
  const answer = await apiRequest<ContractTemplateResponse>('GetContractTemplate', {
    query: { contractId, skuId: skuIds.join(',') },
  });
  return answer.code === 0 && answer.body.path ? answer.body.path : null;
}
