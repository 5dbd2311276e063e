import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labKeys } from '@/lib/query-keys';
import {
  routes,
  type CreateDeliveryUploadResponse,
  type DeliveryFileCategoryValue,
  type DeliveryFileEntry,
} from '@seqportal/contract';
import { MESSAGES } from '@/lib/api-client';
import { staffData, StaffApiError } from '../lib/staff-api';
import { postStaffForm, xhrUpload, type UploadProgress } from '../lib/upload-with-progress';

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

function uploadMultipart({
  orderNo,
  category,
  file,
  onProgress,
  signal,
}: DeliveryUploadInput): Promise<DeliveryFileEntry> {
  const form = new FormData();
  form.append('file', file, file.name);
  // orderNo and category travel in the query so the API knows where the file goes before the bytes arrive.
  const query = new URLSearchParams({ orderNo, category });
  return postStaffForm<DeliveryFileEntry>(
    `${routes.AdminUploadDeliveryFile.path}?${query.toString()}`,
    form,
    onProgress,
    signal,
  );
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
  const answer = await xhrUpload({ method: 'PUT', url: slot.url, body: file, onProgress, signal });
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
