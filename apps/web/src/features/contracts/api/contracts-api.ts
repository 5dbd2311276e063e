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
  formatUploadLimit,
  isLoginInvalidCode,
  messageFor,
  SAMPLE_SHEET_MAX_BYTES,
} from '@seqportal/contract';
import { ApiCodeError, apiData, MESSAGES } from '@/lib/api-client';
import { notifier } from '@/lib/notifier';
import { fileForm, uploadToRoute, type UploadProgress } from '@/lib/upload-with-progress';
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

/** What a sheet over the API's hard size cap, refused before the API reads it (HTTP 413), is told. */
const SHEET_TOO_LARGE = messageFor(ErrorCode.UploadTooLarge, { limit: formatUploadLimit(SAMPLE_SHEET_MAX_BYTES) });

/**
 * Uploads a batch sheet, .xlsx or .csv (UploadContractSheet), reporting progress, and answers its stored path
 * from 'coi' on. A failure is toasted (a dead session gets the login dialog) and rejects.
 */
export async function uploadBatchSheet(file: File, onProgress?: (progress: UploadProgress) => void): Promise<string> {
  const answer = await uploadToRoute('UploadContractSheet', fileForm(file), { onProgress, tooLarge: SHEET_TOO_LARGE });
  if (!answer.ok) {
    if (answer.code === undefined || !isLoginInvalidCode(answer.code)) notifier.toast(answer.message);
    throw new Error(answer.message);
  }
  const { envelope } = answer;
  if (envelope.code !== ErrorCode.Success || !envelope.body) {
    notifier.toast(envelope.message || MESSAGES.unknown);
    throw new ApiCodeError(envelope);
  }
  const url = envelope.body.files[0]?.url ?? '';
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
