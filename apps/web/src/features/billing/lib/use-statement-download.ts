import { notifier } from '@/lib/notifier';
import { useDownloadStatement, type StatementFileFormat } from '../api/download-statement';

/** Opens the download in a tab opened by the click itself (a tab opened later would be blocked as a pop-up). */
export function useStatementDownload() {
  const download = useDownloadStatement();
  const start = (id: number, format: StatementFileFormat) => {
    const tab = globalThis.open('', '_blank');
    download.mutate(
      { id, format },
      {
        onSuccess: (answer) => {
          if (tab) tab.location.href = answer.url;
          else globalThis.open(answer.url, '_blank', 'noopener');
          notifier.success('正在下载...');
        },
        onError: () => tab?.close(),
      },
    );
  };
  return { start, pending: download.isPending };
}
