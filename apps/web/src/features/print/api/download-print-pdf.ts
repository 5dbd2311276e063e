import { ErrorCode } from '@seqportal/contract';
import { MESSAGES } from '@/lib/api-client';
import { downloadRouteFile } from '@/lib/download-file';
import { notifier } from '@/lib/notifier';

export type PrintPdfRoute = 'getSamplePdf' | 'GetOrderPrintPdf' | 'GetQualityReportPdf';

export const ORDER_NOT_FOUND_TEXT = '订单不存在';

/**
 * Downloads one of the server-made PDFs as a blob download. A failure answers the JSON envelope instead of the
 * file; its message is shown. Answers whether the file was saved.
 */
export async function downloadPrintPdf(route: PrintPdfRoute, orderNo: string, fallbackName: string): Promise<boolean> {
  const download = await downloadRouteFile(route, { orderNo }, fallbackName, 'application/pdf, application/json');
  if (download.saved) return true;
  const { envelope } = download;
  if (envelope?.code === ErrorCode.NotFound) notifier.toast(ORDER_NOT_FOUND_TEXT);
  else if (envelope) notifier.toast(envelope.message || MESSAGES.unknown);
  return false;
}
