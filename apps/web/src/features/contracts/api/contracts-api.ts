import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ORDER_CREATE_TYPE,
  PropertyType,
  type BatchSubmitOrderResponse,
  type ContractSheetResult,
  type ContractWithProducts,
  type SkuCount,
  type SyncResult,
} from '@seqportal/contract';
import { apiData } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

export const contractKeys = {
  products: (memberId: number | null) => ['contracts', 'products', memberId] as const,
};

/** 合同及其商品 (GetContractProductList). */
export async function getContractProductList(signal?: AbortSignal): Promise<ContractWithProducts[]> {
  return (await apiData<ContractWithProducts[] | null>('GetContractProductList', { silent: true, signal })) ?? [];
}

export function useContractProductList(memberId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: contractKeys.products(memberId),
      queryFn: ({ signal }) => getContractProductList(signal),
      enabled: memberId !== null,
    }),
  );
}

/**
 * The contract order flow of spec part 1 section 4: sync the chosen products, then batch-submit the order. If
 * either step fails the server has created nothing and the failure is thrown (the API client toasts it).
 */
export async function orderFromContract(
  contractId: number,
  skuList: SkuCount[],
  idempotencyKey: string,
): Promise<{ orderNo: string; sync: SyncResult }> {
  const sync = await apiData<SyncResult>('SyncProductShoppingCat', { body: { contractId, skuList } });
  const { orderNo } = await apiData<BatchSubmitOrderResponse>('BatchSubmitOrder', {
    body: { type: ORDER_CREATE_TYPE, propertyType: PropertyType.Contract, contractId },
    headers: idempotencyHeaders(idempotencyKey),
  });
  return { orderNo, sync };
}

/** Uploads a batch sheet (uploadExcel) and answers its stored path from 'coi' on. */
export async function uploadBatchSheet(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await apiData<{ files: Array<{ url: string }> }>('uploadExcel', { body: form });
  const url = body.files[0]?.url ?? '';
  const start = url.indexOf('coi');
  return start >= 0 ? url.slice(start) : url;
}

/** ParseContractSheet: every row checked and priced against the contract. */
export function parseContractSheet(path: string, contractId: number): Promise<ContractSheetResult> {
  return apiData<ContractSheetResult>('ParseContractSheet', { body: { Path: path, contractId } });
}

/** SubmitOrder for the valid rows of a checked sheet, under the contract. */
export async function orderValidRows(
  result: ContractSheetResult,
  idempotencyKey: string,
): Promise<{ orderNo: string }> {
  return apiData<{ orderNo: string }>('SubmitOrder', {
    body: {
      type: ORDER_CREATE_TYPE,
      propertyType: PropertyType.Contract,
      contractId: result.contractId,
      ...result.order,
    },
    headers: idempotencyHeaders(idempotencyKey),
  });
}
