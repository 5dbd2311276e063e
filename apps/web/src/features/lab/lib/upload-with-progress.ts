import type { ApiEnvelope } from '@seqportal/contract';
import { MESSAGES } from '@/lib/api-client';
import { StaffApiError, staffAuthHeader, unwrapStaffEnvelope } from './staff-api';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, rounded down so that 100 means the last byte has left the browser. */
  percent: number;
}

export interface XhrUploadOptions {
  method: 'POST' | 'PUT';
  url: string;
  body: FormData | Blob;
  headers?: Readonly<Record<string, string>>;
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface XhrAnswer {
  status: number;
  text: string;
}

/**
 * Sends one request with XMLHttpRequest, because fetch() cannot report upload progress and a delivery file
 * may take minutes to go up. Resolves with the raw answer; rejects only on network failure or abort.
 */
export function xhrUpload({
  method,
  url,
  body,
  headers = {},
  onProgress,
  signal,
}: XhrUploadOptions): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress({ loaded: event.loaded, total: event.total, percent: Math.floor((event.loaded / event.total) * 100) });
    });
    request.addEventListener('load', () => resolve({ status: request.status, text: request.responseText }));
    request.addEventListener('error', () => reject(new StaffApiError(0, MESSAGES.network)));
    request.addEventListener('abort', () => reject(new DOMException('上传已取消', 'AbortError')));
    if (signal?.aborted) {
      reject(new DOMException('上传已取消', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/** Posts a multipart form to a staff route with progress, answering the envelope's body. */
export async function postStaffForm<T>(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  const answer = await xhrUpload({
    method: 'POST',
    url: path,
    body: form,
    headers: { Accept: 'application/json', ...staffAuthHeader() },
    onProgress,
    signal,
  });
  if (answer.status === 413) throw new StaffApiError(0, '文件过大，请改用大文件直传');
  if (answer.status >= 500) throw new StaffApiError(0, MESSAGES.httpServer);
  if (answer.status >= 400) throw new StaffApiError(0, MESSAGES.httpClient);
  let payload: unknown;
  try {
    payload = JSON.parse(answer.text);
  } catch {
    throw new StaffApiError(0, MESSAGES.unknown);
  }
  if (typeof payload !== 'object' || payload === null || typeof (payload as { code?: unknown }).code !== 'number') {
    throw new StaffApiError(0, MESSAGES.unknown);
  }
  return unwrapStaffEnvelope<T>(payload as ApiEnvelope<unknown>);
}
