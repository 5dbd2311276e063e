import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DownloadItem } from '@seqportal/contract';
import { formatFileSize } from './order-delivery-api';
import { EXTERNAL_NEW_TAB } from '@/lib/new-tab';

export interface DownloadFileListProps {
  items: readonly DownloadItem[];
  /** Shown when the list is empty (spec part 2 section 8: 暂无可用文件 / 暂无可用报告). */
  emptyText: string;
  showMd5?: boolean;
}

/**
 * Files with their signed links. A link is a plain anchor: the API logs the download and redirects to a
 * short-lived storage link, so the browser's own download manager does the transfer (resumable, no memory cap).
 */
export function DownloadFileList({ items, emptyText, showMd5 = true }: DownloadFileListProps) {
  if (items.length === 0) {
    return (
      <Box data-testid="download-list-empty" sx={{ py: 3, textAlign: 'center', color: 'text.secondary', fontSize: 14 }}>
        {emptyText}
      </Box>
    );
  }
  return (
    <Box component="ul" data-testid="download-list" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.filePath}
          data-testid="download-item"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box data-testid="download-name" sx={{ fontSize: 14, wordBreak: 'break-all' }}>
              {item.fileName}
            </Box>
            <Box sx={{ fontSize: 12, color: 'text.secondary', display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              {item.size !== undefined && <span>{formatFileSize(item.size)}</span>}
              {showMd5 && item.md5 && (
                <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid="download-md5">
                  MD5 {item.md5}
                </Box>
              )}
            </Box>
          </Box>
          <Button
            component="a"
            href={item.filePath}
            download={item.fileName}
            // The file sits on the storage host, where the download attribute is ignored: a new tab keeps the page.
            {...EXTERNAL_NEW_TAB}
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            data-testid="download-link"
            sx={{ flexShrink: 0 }}
          >
            下载
          </Button>
        </Box>
      ))}
    </Box>
  );
}
