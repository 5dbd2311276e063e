import type { ApiEnvelope, RouteKey } from '@seqportal/contract';
import { buildUrl, MESSAGES, type QueryParams } from './api-client';
import { notifier } from './notifier';
import { getToken } from './session';

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next tick: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** The file name of a Content-Disposition header (the UTF-8 form first), or null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** What a download came to: the file saved, a JSON envelope instead of the file (for the caller), or a failure. */
export type FileDownload =
  { saved: true } | { saved: false; envelope: ApiEnvelope<unknown> } | { saved: false; envelope: null };

/**
 * Downloads a file a route answers. The call needs the customer's token, which a plain link cannot carry, so the
 * file is fetched and handed to the browser as a blob download, named as the server says or `fallbackName`.
 * Network and HTTP failures are toasted here; a JSON answer (a refusal, or a link) is the caller's to read.
 */
export async function downloadRouteFile(
  key: RouteKey,
  query: QueryParams,
  fallbackName: string,
  accept?: string,
): Promise<FileDownload> {
  const headers: Record<string, string> = accept ? { Accept: accept } : {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(key, { query }), { headers });
  } catch {
    notifier.toast(MESSAGES.network);
    return { saved: false, envelope: null };
  }
  if (!response.ok) {
    notifier.toast(response.status >= 500 ? MESSAGES.httpServer : MESSAGES.httpClient);
    return { saved: false, envelope: null };
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    return { saved: false, envelope: (await response.json()) as ApiEnvelope<unknown> };
  }
  saveBlob(await response.blob(), fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackName);
  return { saved: true };
}
