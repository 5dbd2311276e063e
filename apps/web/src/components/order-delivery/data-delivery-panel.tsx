import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { DownloadListType, NO_REPORT_AVAILABLE } from '@seqportal/contract';
import { paths, withQuery } from '@/config/paths';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { DownloadFileList } from './download-file-list';
import { PanelTitle } from './panel-title';
import { downloadListQueryOptions } from './order-delivery-api';

export const NO_FILE_AVAILABLE = '暂无可用文件';

/**
 * The order's data delivery (order detail, spec part 1 section 2): the delivered files with signed links, and
 * the two download layers (client download with credentials, quality reports). The QC reports (e.g. the sample
 * QC report built once samples pass QC) are listed here too, so the customer need not open the layer to find them. It reloads when a
 * LiveSampleProgress on the same page receives a live event, because both share the order's query key.
 */
export function DataDeliveryPanel({ orderNo }: { orderNo: string }) {
  const { user } = useSession();
  const openLayer = useOpenLayer();
  const files = useQuery(downloadListQueryOptions(user?.id ?? null, orderNo, DownloadListType.Data));
  const reports = useQuery(downloadListQueryOptions(user?.id ?? null, orderNo, DownloadListType.Reports));

  return (
    <Paper variant="outlined" data-testid="data-delivery-panel" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, mb: 2 }}>
      <PanelTitle
        title="数据交付"
        extra={
          <>
            {(files.data?.length ?? 0) > 0 && (
              <Button
                size="small"
                variant="outlined"
                component={RouterLink}
                to={withQuery(paths.dataCenter, { select: orderNo })}
                data-testid="analyse-delivery"
              >
                分析这批数据
              </Button>
            )}
            <Button
              size="small"
              variant="outlined"
              data-testid="open-quality-download"
              onClick={() => openLayer(withQuery(paths.qualityInspectionDownload, { orderNo }))}
            >
              质检报告下载
            </Button>
            <Button
              size="small"
              variant="contained"
              data-testid="open-oss-download"
              onClick={() => openLayer(withQuery(paths.ossDownload, { orderNo }))}
            >
              客户端下载
            </Button>
          </>
        }
      />
      {files.isPending && user ? (
        <Skeleton variant="rounded" height={48} />
      ) : (
        <DownloadFileList items={files.data ?? []} emptyText={NO_FILE_AVAILABLE} />
      )}
      {(files.data?.length ?? 0) > 0 && (
        <Box sx={{ mt: 1, fontSize: 12, color: 'text.secondary' }}>
          下载链接短时有效，页面会自动更新链接；大量数据建议使用客户端下载。
        </Box>
      )}
      {(reports.data?.length ?? 0) > 0 && (
        <Box data-testid="data-delivery-reports" sx={{ mt: 2 }}>
          <Box sx={{ fontSize: 14, fontWeight: 600, mb: 0.5 }}>质检报告</Box>
          <DownloadFileList items={reports.data ?? []} emptyText={NO_REPORT_AVAILABLE} showMd5={false} />
        </Box>
      )}
    </Paper>
  );
}
