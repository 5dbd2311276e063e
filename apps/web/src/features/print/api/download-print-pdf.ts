import { ErrorCode, type ApiEnvelope } from '@seqportal/contract';
import { buildUrl, MESSAGES } from '@/lib/api-client';
import { notifier } from '@/lib/notifier';
import { getToken } from '@/lib/session';

export type PrintPdfRoute = 'getSamplePdf' | 'GetOrderPrintPdf' | 'GetQualityReportPdf';

export const ORDER_NOT_FOUND_TEXT = '订单不存在';

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
 * Downloads one of the server-made PDFs. The call needs the customer's token, which a plain link cannot carry,
 * so the file is fetched and handed to the browser as a blob download. A failure answers the JSON envelope
 * instead of the file; its message is shown. Answers whether the file was saved.
 */
export async function downloadPrintPdf(route: PrintPdfRoute, orderNo: string, fallbackName: string): Promise<boolean> {
  const headers: Record<string, string> = { Accept: 'application/pdf, application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(route, { query: { orderNo } }), { headers });
  } catch {
    notifier.toast(MESSAGES.network);
    return false;
  }
  if (!response.ok) {
    notifier.toast(response.status >= 500 ? MESSAGES.httpServer : MESSAGES.httpClient);
    return false;
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const envelope = (await response.json()) as ApiEnvelope<unknown>;
    if (envelope.code === ErrorCode.NotFound) notifier.toast(ORDER_NOT_FOUND_TEXT);
    else notifier.toast(envelope.message || MESSAGES.unknown);
    return false;
  }
  saveBlob(await response.blob(), fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackName);
  return true;
}
