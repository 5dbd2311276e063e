import Box from '@mui/material/Box';
import { dataCentreKeys } from '@/lib/query-keys';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { DataType, type DataRow, type ListResponse } from '@seqportal/contract';
import { paths, withQuery } from '@/config/paths';
import { apiData } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { PanelTitle } from './panel-title';

/**
 * The order detail's bioinformatics sample table (spec part 1 section 2): the analyses run on this order's data
 * (GetDataList dataType 2 with oriOrderId), their status and, once done, their results.
 */
export function AnalysisSamplesPanel({ orderId }: { orderId: number }) {
  const { user } = useSession();
  const openLayer = useOpenLayer();
  const analyses = useQuery({
    queryKey: dataCentreKeys.orderAnalyses(user?.id ?? null, orderId),
    queryFn: ({ signal }) =>
      apiData<ListResponse<DataRow>>('GetDataList', {
        query: { dataType: DataType.Analysis, oriOrderId: orderId, page: 1, pageSize: 50 },
        signal,
      }),
    enabled: user !== null && orderId > 0,
  });
  const rows = analyses.data?.list ?? [];
  if (rows.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      data-testid="analysis-samples-panel"
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, mb: 2 }}
    >
      <PanelTitle title="生信分析" />
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>分析类型</TableCell>
              <TableCell>样本</TableCell>
              <TableCell>分析订单号</TableCell>
              <TableCell>状态</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.service}</TableCell>
                <TableCell>{row.libraryName}</TableCell>
                <TableCell>{row.orderNo}</TableCell>
                <TableCell>
                  <Chip size="small" label={row.statusLabel} color={row.status === 'done' ? 'success' : 'default'} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => openLayer(withQuery(paths.bioanalyticalList, { id: row.id }))}>
                    样本
                  </Button>
                  {row.downloadPath && (
                    <Button
                      size="small"
                      onClick={() => openLayer(withQuery(paths.fastqDownload, { orderNo: row.downloadPath }))}
                    >
                      下载结果
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
