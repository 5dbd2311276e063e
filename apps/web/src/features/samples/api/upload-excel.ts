import {
  ErrorCode,
  isLoginInvalidCode,
  routes,
  SAMPLE_SHEET_MAX_BYTES,
  type ApiEnvelope,
  type UploadResult,
} from '@seqportal/contract';
import { paths } from '@/config/paths';
import { apiRequest, MESSAGES } from '@/lib/api-client';
import { notifier } from '@/lib/notifier';
import { clearSession, getToken } from '@/lib/session';

/** The 11001 wording of spec part 2 section 5 with the sample-sheet limit. */
export const SHEET_TOO_LARGE_MESSAGE = `您上传的文件超出${SAMPLE_SHEET_MAX_BYTES / 1024 / 1024}MB，请重新上传`;

/** Spec part 2 section 8: an answer without files shows its message, else this. */
export const UPLOAD_BAD_ANSWER = '返回格式不正确';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, rounded down so that 100 means the last byte left the browser. */
  percent: number;
}

export type UploadOutcome = { ok: true; url: string } | { ok: false; message: string; code?: number };

/** The multipart field the upload endpoints read the file from. */
export const UPLOAD_FIELD = 'file';

function postWithProgress(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<{ status: number; payload: unknown }> {
  return new Promise((resolve, reject) => {
    // fetch() cannot report upload progress; XMLHttpRequest's upload events can.
    const request = new XMLHttpRequest();
    request.open('POST', routes.uploadExcel.path);
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable) return;
      onProgress({ loaded: event.loaded, total: event.total, percent: Math.floor((event.loaded / event.total) * 100) });
    });
    request.addEventListener('load', () => resolve({ status: request.status, payload: request.response as unknown }));
    request.addEventListener('error', () => reject(new Error(MESSAGES.network)));
    request.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    request.send(form);
  });
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function uploadedUrl(body: unknown): string | null {
  const files = (body as Partial<UploadResult> | null)?.files;
  const url = Array.isArray(files) ? files[0]?.url : undefined;
  return typeof url === 'string' && url !== '' ? url : null;
}

/**
 * Uploads a sample sheet to /api/File/uploadExcel, reporting progress. An expired access token is renewed
 * through the API client (any authenticated call refreshes it once) and the upload retried once; a dead
 * session gets the same dialog as every other call. Failures are toasted here and answered as `ok: false`.
 */
export async function uploadExcel(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  let answer = await postWithProgress(file, onProgress, signal).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return null;
  });
  if (answer && isEnvelope(answer.payload) && answer.payload.code === ErrorCode.TokenExpired) {
    const before = getToken();
    await apiRequest('GetMemberInfo', { silent: true }).catch(() => undefined);
    if (getToken() !== null && getToken() !== before) {
      answer = await postWithProgress(file, onProgress, signal).catch(() => null);
    }
  }
  return settle(answer);
}

function fail(message: string, code?: number): UploadOutcome {
  notifier.toast(message);
  return { ok: false, message, code };
}

function settle(answer: { status: number; payload: unknown } | null): UploadOutcome {
  if (!answer) return fail(MESSAGES.network);
  // A request over the hard size cap is refused before the API sees it (HTTP 413, DESIGN.md section 2).
  if (answer.status === 413) return fail(SHEET_TOO_LARGE_MESSAGE, ErrorCode.UploadTooLarge);
  if (answer.status >= 500) return fail(MESSAGES.httpServer);
  if (answer.status >= 400) return fail(MESSAGES.httpClient);
  if (!isEnvelope(answer.payload)) return fail(UPLOAD_BAD_ANSWER);
  const envelope = answer.payload;
  if (isLoginInvalidCode(envelope.code)) {
    clearSession();
    notifier.dialog({ key: 'login-invalid', message: MESSAGES.loginInvalid, okTo: paths.login });
    return { ok: false, message: MESSAGES.loginInvalid, code: envelope.code };
  }
  if (envelope.code !== ErrorCode.Success) return fail(envelope.message || UPLOAD_BAD_ANSWER, envelope.code);
  const url = uploadedUrl(envelope.body);
  return url ? { ok: true, url } : fail(envelope.message || UPLOAD_BAD_ANSWER);
}

/** ParseSampleExcel wants the stored path from 'coi' onwards (spec part 2 section 4); other URLs go whole. */
export function parsePathOf(url: string): string {
  const start = url.indexOf('coi');
  return start >= 0 ? url.slice(start) : url;
}
