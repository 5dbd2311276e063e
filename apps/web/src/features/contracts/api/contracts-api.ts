import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractKeys } from '@/lib/query-keys';
import {
  ErrorCode,
  ORDER_CREATE_TYPE,
  type Address,
  PropertyType,
  type BatchSubmitOrderResponse,
  type ContractSheetResult,
  type ContractTemplateResponse,
  type ContractWithProducts,
  type SkuCount,
  type SyncResult,
} from '@seqportal/contract';
import { ApiCodeError, apiData } from '@/lib/api-client';
import { submitOrder } from '@/lib/submit-order';
import { idempotencyHeaders } from '@/lib/idempotency';

/** The sampling address card of /place_order: the first pickup address (the courier collects the samples there). */
export function usePickupAddress(memberId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: contractKeys.pickupAddress(memberId),
      queryFn: async ({ signal }) =>
        (await apiData<Address[] | null>('GetAddressList', { signal, silent: true }))?.[0] ?? null,
      enabled: memberId !== null,
    }),
  );
}

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

/** Uploads a batch sheet, .xlsx or .csv (UploadContractSheet), and answers its stored path from 'coi' on. */
export async function uploadBatchSheet(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await apiData<{ files: Array<{ url: string }> }>('UploadContractSheet', { body: form });
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
  const answer = await submitOrder(
    { type: ORDER_CREATE_TYPE, propertyType: PropertyType.Contract, contractId: result.contractId, ...result.order },
    idempotencyKey,
    { silent: false },
  );
  const orderNo = answer.body?.orderNo;
  if (answer.code !== ErrorCode.Success || !orderNo) throw new ApiCodeError(answer);
  return { orderNo };
}

/**
 * GetContractTemplate: an xlsx template listing the chosen products of one contract (validation lists, example
 * rows, instructions), answered as a time-limited link that works in a new tab without the token.
 */
export async function getContractTemplate(contractId: number, skuIds: readonly number[]): Promise<string> {
  const { path } = await apiData<ContractTemplateResponse>('GetContractTemplate', {
    query: { contractId, skuId: skuIds.join(',') },
  });
  return path;
}
