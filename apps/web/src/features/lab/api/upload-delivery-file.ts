import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labKeys } from '@/lib/query-keys';
import {
  type CreateDeliveryUploadResponse,
  type DeliveryFileCategoryValue,
  type DeliveryFileEntry,
  type RouteQuery,
} from '@seqportal/contract';
import { buildUrl, MESSAGES } from '@/lib/api-client';
import {
  fileForm,
  readUploadAnswer,
  UploadNetworkError,
  xhrUpload,
  type UploadProgress,
  type XhrUploadOptions,
} from '@/lib/upload-with-progress';
import { staffAuthHeader, staffData, StaffApiError, unwrapStaffEnvelope } from '../lib/staff-api';

/**
 * Files up to the API's multipart limit (DELIVERY_UPLOAD_MAX_BYTES, 2 GB by default) go through the API, which
 * computes the MD5 while streaming to storage. Larger ones are PUT straight into storage with a presigned link
 * (the bucket must allow the web origin in its CORS rules) and the API checks them afterwards.
 */
export const MULTIPART_MAX_BYTES = 2 * 1024 * 1024 * 1024;

export interface DeliveryUploadInput {
  orderNo: string;
  category: DeliveryFileCategoryValue;
  file: File;
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** xhrUpload for the console: a failure is a StaffApiError like every other staff call's. */
function staffUpload(options: XhrUploadOptions) {
  return xhrUpload(options).catch((error: unknown) => {
    throw error instanceof UploadNetworkError ? new StaffApiError(0, MESSAGES.network) : error;
  });
}

async function uploadMultipart({
  orderNo,
  category,
  file,
  onProgress,
  signal,
}: DeliveryUploadInput): Promise<DeliveryFileEntry> {
  // orderNo and category travel in the query so the API knows where the file goes before the bytes arrive.
  const query: RouteQuery<'AdminUploadDeliveryFile'> = { orderNo, category };
  const answer = await staffUpload({
    method: 'POST',
    url: buildUrl('AdminUploadDeliveryFile', { query: { ...query } }),
    body: fileForm(file),
    headers: { Accept: 'application/json', ...staffAuthHeader() },
    onProgress,
    signal,
  });
  const read = readUploadAnswer<DeliveryFileEntry>(answer, { tooLarge: '文件过大，请改用大文件直传' });
  if (!read.ok) throw new StaffApiError(0, read.message);
  return unwrapStaffEnvelope<DeliveryFileEntry>(read.envelope);
}

async function uploadPresigned({
  orderNo,
  category,
  file,
  onProgress,
  signal,
}: DeliveryUploadInput): Promise<DeliveryFileEntry> {
  const slot = await staffData<CreateDeliveryUploadResponse>('AdminCreateDeliveryUpload', {
    body: { orderNo, fileName: file.name, category },
    signal,
  });
  const answer = await staffUpload({ method: 'PUT', url: slot.url, body: file, onProgress, signal });
  if (answer.status < 200 || answer.status >= 300)
    throw new StaffApiError(0, `${MESSAGES.network}（存储返回 ${answer.status}）`);
  return staffData<DeliveryFileEntry>('AdminCompleteDeliveryUpload', { body: { uploadId: slot.uploadId }, signal });
}

/** Delivers one file into the order's folder, reporting upload progress; answers the recorded file with its MD5. */
export function uploadDeliveryFile(input: DeliveryUploadInput): Promise<DeliveryFileEntry> {
  return input.file.size > MULTIPART_MAX_BYTES ? uploadPresigned(input) : uploadMultipart(input);
}

export function useUploadDeliveryFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDeliveryFile,
    // The answer is the file alone; the order (its file list, whether it may be completed) is fetched again.
    onSuccess: (_entry, input) => queryClient.invalidateQueries({ queryKey: labKeys.order(input.orderNo) }),
  });
}
