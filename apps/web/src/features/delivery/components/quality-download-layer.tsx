import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { DownloadListType, NO_REPORT_AVAILABLE } from '@seqportal/contract';
import { useSearchParams } from 'react-router-dom';
import { DownloadFileList, downloadListQueryOptions } from '@/components/order-delivery';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { useSession } from '@/lib/auth';
import { SignInNeeded } from './sign-in-needed';

/**
 * The /quality_inspection_download layer (500 px): the order's quality files (sample QC after 质检完成, data QC
 * after 测序完成) with signed links; 暂无可用报告 while there is none. Query: orderNo.
 */
export function QualityDownloadLayer({ onClose }: LayerBodyProps) {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const { user, isLoggedIn, isLoading } = useSession();
  const reports = useQuery(downloadListQueryOptions(user?.id ?? null, orderNo, DownloadListType.Reports));

  return (
    <Box data-testid="quality-download-layer">
      {!isLoggedIn && !isLoading ? (
        <SignInNeeded />
      ) : !orderNo ? (
        <Alert severity="warning">缺少订单号，请从订单详情打开</Alert>
      ) : reports.isPending ? (
        <Skeleton variant="rounded" height={64} />
      ) : (
        <DownloadFileList items={reports.data ?? []} emptyText={NO_REPORT_AVAILABLE} showMd5={false} />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" onClick={onClose}>
          关闭
        </Button>
      </Box>
    </Box>
  );
}
