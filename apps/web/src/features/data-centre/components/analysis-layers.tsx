import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { DownloadListType } from '@seqportal/contract';
import { useSearchParams } from 'react-router-dom';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { LoginRequired } from '@/components/login-required';
import { DownloadFileList, downloadListQueryOptions, NO_FILE_AVAILABLE } from '@/components/order-delivery';
import { useSession } from '@/lib/auth';
import { useAnalysisRecord, useReportDetail } from '../api/get-analysis-record';

/** /bioanalytical_list (800): the samples an analysis ran on, with their R1/R2 pairs. */
export function BioanalyticalListLayer(_props: LayerBodyProps) {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const record = useAnalysisRecord(user?.id ?? null, Number(searchParams.get('id') ?? 0));
  if (!user) return <LoginRequired />;
  if (record.isPending) return <Skeleton variant="rounded" height={160} />;
  if (record.isError) return <Alert severity="error">分析记录不存在</Alert>;
  const { data } = record;
  return (
    <Box data-testid="bioanalytical-list">
      <Box sx={{ fontSize: 14, mb: 1 }}>
        {data.goodsName} · {data.orderNo} · 参考基因组 {data.genome} · {data.statusLabel}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>文库</TableCell>
              <TableCell>原订单</TableCell>
              <TableCell>物种</TableCell>
              <TableCell align="right">数据量(G)</TableCell>
              <TableCell>R1</TableCell>
              <TableCell>R2</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.libraries.map((library) => (
              <TableRow key={library.libraryId}>
                <TableCell>{library.libraryName}</TableCell>
                <TableCell>{library.orderNo}</TableCell>
                <TableCell>{library.species}</TableCell>
                <TableCell align="right">{library.yields}</TableCell>
                <TableCell>{library.r1}</TableCell>
                <TableCell>{library.r2}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

function LibraryFiles({ memberId, id }: { memberId: number; id: number }) {
  const detail = useReportDetail(memberId, id);
  if (detail.isPending) return <Skeleton variant="rounded" height={96} />;
  if (detail.isError) return <Alert severity="error">数据不存在</Alert>;
  return <DownloadFileList items={detail.data.files} emptyText={NO_FILE_AVAILABLE} />;
}

function OrderFiles({ memberId, orderNo }: { memberId: number; orderNo: string }) {
  const files = useQuery(downloadListQueryOptions(memberId, orderNo, DownloadListType.Data));
  if (files.isPending) return <Skeleton variant="rounded" height={96} />;
  if (files.isError) return <Alert severity="error">文件列表加载失败</Alert>;
  return <DownloadFileList items={files.data} emptyText={NO_FILE_AVAILABLE} />;
}

/**
 * /fastq_dl (800): the files of one delivered library (`id`, its reads and QC reports) or of an order (`orderNo`,
 * e.g. an analysis's results), as signed links with their MD5.
 */
export function FastqDownloadLayer(_props: LayerBodyProps) {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id') ?? 0);
  const orderNo = searchParams.get('orderNo') ?? '';
  if (!user) return <LoginRequired />;
  return (
    <Box data-testid="fastq-download">
      {id > 0 ? (
        <LibraryFiles memberId={user.id} id={id} />
      ) : orderNo ? (
        <OrderFiles memberId={user.id} orderNo={orderNo} />
      ) : (
        <Box sx={{ color: 'text.secondary' }}>{NO_FILE_AVAILABLE}</Box>
      )}
      <Box sx={{ mt: 1, fontSize: 12, color: 'text.secondary' }}>下载链接短时有效；下载后可用 MD5 校验文件完整性。</Box>
    </Box>
  );
}
