import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatBusinessTime } from '@/lib/business-time';
import { usePendingSamples } from '../api/get-pending-samples';
import { WorkbenchPanel } from './workbench-panel';

/** 待处理样本: samples of placed orders that have not reached the lab; scrolls sideways on a phone. */
export function PendingSamplesPanel({ memberId }: { memberId: number }) {
  const query = usePendingSamples(memberId);
  const rows = query.data ?? [];
  return (
    <WorkbenchPanel title="待处理样本" testId="pending-samples-panel" state={query} empty={rows.length === 0}>
      <TableContainer sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>送样编号</TableCell>
              <TableCell>订单号</TableCell>
              <TableCell>产品名称</TableCell>
              <TableCell>提交时间</TableCell>
              <TableCell align="right">管数</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid="pending-sample-row">
                <TableCell>{row.sendTempCode}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`${paths.myOrderDetail}?orderNo=${encodeURIComponent(row.orderNo)}`}>
                    {row.orderNo}
                  </Link>
                </TableCell>
                <TableCell>{row.goodsName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBusinessTime(row.createTime)}</TableCell>
                <TableCell align="right">{row.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </WorkbenchPanel>
  );
}
