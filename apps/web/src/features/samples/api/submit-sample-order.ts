import {
  ErrorCode,
  ORDER_CREATE_TYPE,
  PropertyType,
  type ApiEnvelope,
  type SampleFieldError,
  type SampleInfoLists,
  type SkuCount,
  type SubmitOrderRequest,
} from '@seqportal/contract';
import { ApiTransportError, apiRequest } from '@/lib/api-client';
import { failureMessage, isAnnouncedByClient } from '@/lib/api-failure';
import { submitOrder } from '@/lib/submit-order';
import { notifier } from '@/lib/notifier';
import { readServerCollisions, readServerFieldErrors } from '../lib/server-collisions';
import type { CollisionLine } from '../lib/draft-collisions';

export type SubmitSamplesOutcome =
  | { kind: 'ordered'; orderNo: string; skuIds: number[] }
  | { kind: 'modified' }
  /** The server found index collisions (also with libraries of other orders on the lane): listed, not toasted. */
  | { kind: 'collisions'; lines: CollisionLine[]; message: string }
  /** Rows the server refused by the sample rules, addressed by list, row and field (toasted with the first). */
  | { kind: 'invalid'; errors: SampleFieldError[] }
  | { kind: 'settings-missing' }
  | { kind: 'stopped' };

export const SUBMIT_FAILED = '订单创建失败，请稍后重试';
export const MODIFIED = '修改成功';

/** A refusal that carries a collision list is shown as the list; any other failure as its message. */
function refusal(answer: ApiEnvelope<unknown>, fallback: string): SubmitSamplesOutcome {
  const lines = readServerCollisions(answer.body);
  if (lines.length > 0) return { kind: 'collisions', lines, message: answer.message };
  if (answer.code === ErrorCode.OrderSettingsMissing) return { kind: 'settings-missing' };
  if (!isAnnouncedByClient(answer.code)) notifier.toast(failureMessage(answer, fallback));
  const errors = readServerFieldErrors(answer.body);
  return errors.length > 0 ? { kind: 'invalid', errors } : { kind: 'stopped' };
}

async function send<T>(call: () => Promise<ApiEnvelope<T>>) {
  try {
    // Silent: collisions and 182 have screens of their own; other failures are toasted by refusal().
    return await call();
  } catch (error) {
    notifier.toast(error instanceof ApiTransportError ? error.message : SUBMIT_FAILED);
    return null;
  }
}

/**
 * Creates the order of a sample sheet (spec part 2 section 7, "Create order"): the sheet's SKUs with its
 * samples, libraries and lanes, under the chosen contract (propertyType 1) or from the sheet alone (0). The
 * idempotency key is the caller's, kept per body, so a retried click never creates a second order.
 */
export async function submitSampleOrder(
  request: { skuList: SkuCount[]; contractId: number | null; lists: SampleInfoLists },
  idempotencyKey: string,
): Promise<SubmitSamplesOutcome> {
  const body: SubmitOrderRequest = {
    type: ORDER_CREATE_TYPE,
    propertyType: request.contractId === null ? PropertyType.SampleSheet : PropertyType.Contract,
    skuList: request.skuList,
    ...(request.contractId === null ? {} : { contractId: request.contractId }),
    ...request.lists,
  };
  const answer = await send(() => submitOrder(body, idempotencyKey));
  if (!answer) return { kind: 'stopped' };
  if (answer.code !== ErrorCode.Success) return refusal(answer, SUBMIT_FAILED);
  const orderNo = answer.body?.orderNo;
  if (!orderNo) {
    notifier.toast(SUBMIT_FAILED);
    return { kind: 'stopped' };
  }
  return { kind: 'ordered', orderNo, skuIds: request.skuList.map((sku) => sku.skuId) };
}

/** ModifyOrderSamples: replaces an existing order's sample information until its samples are received. */
export async function modifyOrderSamples(orderNo: string, lists: SampleInfoLists): Promise<SubmitSamplesOutcome> {
  const answer = await send(() =>
    apiRequest<unknown>('ModifyOrderSamples', { body: { orderNo, ...lists }, silent: true }),
  );
  if (!answer) return { kind: 'stopped' };
  if (answer.code !== ErrorCode.Success) return refusal(answer, '修改失败，请稍后重试');
  notifier.success(answer.message && answer.message !== '成功' ? answer.message : MODIFIED);
  return { kind: 'modified' };
}

export const CONTRACT_SAMPLES_SAVED = '样本信息已保存';

/**
 * SaveSyncProduct: the samples of a contract bulk order (the step after BatchSubmitOrder). Sub-libraries travel
 * nested in their libraries, so zwkList stays empty; the server checks and refuses them like ModifyOrderSamples.
 */
export async function saveContractOrderSamples(orderNo: string, lists: SampleInfoLists): Promise<SubmitSamplesOutcome> {
  const answer = await send(() =>
    apiRequest<unknown>('SaveSyncProduct', { body: { orderNo, ...lists, zwkList: [] }, silent: true }),
  );
  if (!answer) return { kind: 'stopped' };
  if (answer.code !== ErrorCode.Success) return refusal(answer, '保存失败，请稍后重试');
  notifier.success(CONTRACT_SAMPLES_SAVED);
  return { kind: 'modified' };
}
