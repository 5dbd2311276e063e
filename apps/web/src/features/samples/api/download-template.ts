import { ErrorCode, type ApiEnvelope } from '@seqportal/contract';
import { buildUrl, MESSAGES } from '@/lib/api-client';
import { notifier } from '@/lib/notifier';
import { getToken } from '@/lib/session';

export const TEMPLATE_FILE_NAME = '样本信息下单模板.xlsx';

function saveBlob(blob: Blob, fileName: string): void {
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

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * Downloads the latest order template (DownLoadExcel). The call needs the customer's token, which a plain link
 * cannot carry, so the file is fetched and handed to the browser as a download. A JSON answer is either a
 * failure (its message is shown) or a link to the file, which is then opened.
 */
export async function downloadOrderTemplate(query: Readonly<Record<string, string>> = {}): Promise<void> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl('DownLoadExcel', { query }), { headers });
  } catch {
    notifier.toast(MESSAGES.network);
    return;
  }
  if (!response.ok) {
    notifier.toast(response.status >= 500 ? MESSAGES.httpServer : MESSAGES.httpClient);
    return;
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const envelope = (await response.json()) as ApiEnvelope<unknown>;
    const body = envelope.body as { path?: unknown; url?: unknown } | string | null;
    const link = typeof body === 'string' ? body : typeof body?.path === 'string' ? body.path : body?.url;
    if (envelope.code !== ErrorCode.Success || typeof link !== 'string' || link === '') {
      notifier.toast(envelope.message || '无可用模板');
      return;
    }
    window.open(link, '_blank', 'noopener');
    return;
  }
  saveBlob(await response.blob(), fileNameFrom(response.headers.get('Content-Disposition')) ?? TEMPLATE_FILE_NAME);
}
