import { ErrorCode } from '@seqportal/contract';
import { downloadRouteFile } from '@/lib/download-file';
import { notifier } from '@/lib/notifier';

export const TEMPLATE_FILE_NAME = '样本信息下单模板.xlsx';

/**
 * Downloads the latest order template (DownLoadExcel) as a blob download. A JSON answer is either a failure (its
 * message is shown) or a link to the file, which is then opened.
 */
export async function downloadOrderTemplate(query: Readonly<Record<string, string>> = {}): Promise<void> {
  const download = await downloadRouteFile('DownLoadExcel', query, TEMPLATE_FILE_NAME);
  if (download.saved || !download.envelope) return;
  const { envelope } = download;
  const body = envelope.body as { path?: unknown; url?: unknown } | string | null;
  const link = typeof body === 'string' ? body : typeof body?.path === 'string' ? body.path : body?.url;
  if (envelope.code !== ErrorCode.Success || typeof link !== 'string' || link === '') {
    notifier.toast(envelope.message || '无可用模板');
    return;
  }
  window.open(link, '_blank', 'noopener');
}
