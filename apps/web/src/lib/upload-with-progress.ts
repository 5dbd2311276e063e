import {
  ErrorCode,
  isLoginInvalidCode,
  type ApiEnvelope,
  type RouteBody,
  type RouteKey,
  type RouteQuery,
  type RouteResponse,
} from '@seqportal/contract';
import { paths } from '@/config/paths';
import { buildUrl, MESSAGES, renewExpiredToken, type QueryParams } from './api-client';
import { notifier } from './notifier';
import { clearSession, getToken } from './session';

/**
 * Uploads with a progress bar. fetch() cannot report upload progress, XMLHttpRequest's upload events can; this is
 * the one place the web app uses it: the customer's uploads (sample sheets, certification files, contract batch
 * sheets) through `uploadToRoute`, the staff console's delivery files through `xhrUpload` and `readUploadAnswer`.
 */
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
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The raw answer: its HTTP status and text. */
export interface XhrAnswer {
  status: number;
  text: string;
}

/** The request never got an answer (offline, refused connection, CORS). */
export class UploadNetworkError extends Error {
  constructor() {
    super(MESSAGES.network);
    this.name = 'UploadNetworkError';
  }
}

const abortError = () => new DOMException('上传已取消', 'AbortError');

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The multipart field the upload endpoints read the file from. */
export const UPLOAD_FIELD = 'file';

/** A multipart form carrying one file in UPLOAD_FIELD. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return form;
}

/**
 * Sends one request with XMLHttpRequest, reporting upload progress. Resolves with the raw answer whatever its
 * status; rejects with an UploadNetworkError when no answer came, with an AbortError when `signal` aborted it.
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
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (!onProgress || !event.lengthComputable || event.total === 0) return;
      onProgress({ loaded: event.loaded, total: event.total, percent: Math.floor((event.loaded / event.total) * 100) });
    });
    request.addEventListener('load', () => resolve({ status: request.status, text: String(request.responseText) }));
    request.addEventListener('error', () => reject(new UploadNetworkError()));
    request.addEventListener('abort', () => reject(abortError()));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/** An answer read: the API's envelope, or why there is none, in the words of the API client (spec part 1 §8). */
export type UploadAnswer<T> =
  { ok: true; envelope: ApiEnvelope<T> } | { ok: false; message: string; code?: number; status: number };

export interface ReadUploadOptions {
  /** What a body over the hard size cap, refused before the API reads it (HTTP 413), is told. */
  tooLarge: string;
  /** What an answer that is not an envelope is told; 未知异常 unless given. */
  badAnswer?: string;
}

function parseEnvelope(text: string): ApiEnvelope<unknown> | null {
  try {
    const payload: unknown = JSON.parse(text);
    return typeof payload === 'object' && payload !== null && typeof (payload as { code?: unknown }).code === 'number'
      ? (payload as ApiEnvelope<unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Reads the HTTP status and the envelope of an upload's answer; the caller judges the envelope's code. */
export function readUploadAnswer<T>(answer: XhrAnswer, options: ReadUploadOptions): UploadAnswer<T> {
  const { status } = answer;
  if (status === 413) return { ok: false, message: options.tooLarge, code: ErrorCode.UploadTooLarge, status };
  if (status >= 500) return { ok: false, message: MESSAGES.httpServer, status };
  if (status >= 400) return { ok: false, message: MESSAGES.httpClient, status };
  const envelope = parseEnvelope(answer.text);
  if (!envelope) return { ok: false, message: options.badAnswer ?? MESSAGES.unknown, status };
  return { ok: true, envelope: envelope as ApiEnvelope<T> };
}

/** The contract's routes that take a multipart body. */
export type UploadRouteKey = {
  [K in RouteKey]: [RouteBody<K>] extends [never] ? never : RouteBody<K> extends FormData ? K : never;
}[RouteKey];

export type UploadToRouteOptions<K extends UploadRouteKey> = ReadUploadOptions & {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
} & ([RouteQuery<K>] extends [never] ? { query?: never } : { query: RouteQuery<K> });

/**
 * Uploads `form` to the customer route `key` with the customer's token, as the API client would send it: an
 * expired access token is renewed and the upload sent once more; a dead session clears the session and opens
 * the login-expired dialog. Answers the route's envelope, or why there is none; a network failure is an answer
 * too (网络异常), an abort rejects with an AbortError.
 */
export async function uploadToRoute<K extends UploadRouteKey>(
  key: K,
  form: FormData,
  options: UploadToRouteOptions<K>,
): Promise<UploadAnswer<RouteResponse<K> | null>> {
  const url = buildUrl(key, { query: options.query as QueryParams | undefined });
  const send = async () => {
    const token = getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const answer = await xhrUpload({
      method: 'POST',
      url,
      body: form,
      headers,
      onProgress: options.onProgress,
      signal: options.signal,
    }).catch((error: unknown) => {
      if (error instanceof UploadNetworkError) return null;
      throw error;
    });
    const read = answer
      ? readUploadAnswer<RouteResponse<K> | null>(answer, options)
      : ({ ok: false, message: MESSAGES.network, status: 0 } as const);
    return { sentWith: token, read };
  };

  const first = await send();
  let { read } = first;
  if (read.ok && read.envelope.code === ErrorCode.TokenExpired && (await renewExpiredToken(first.sentWith))) {
    ({ read } = await send());
  }
  if (read.ok && isLoginInvalidCode(read.envelope.code)) {
    clearSession();
    notifier.dialog({ key: 'login-invalid', message: MESSAGES.loginInvalid, okTo: paths.login });
    return { ok: false, message: MESSAGES.loginInvalid, code: read.envelope.code, status: 200 };
  }
  return read;
}
