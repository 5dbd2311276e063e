import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AnalysisStatus, type AnalysisRecord } from '@seqportal/contract';
import { useAnalysisQueue, useAnalysisStep } from '../api/analysis-queue';
import { staffErrorText } from '../lib/staff-api';

export interface AnalysisQueueProps {
  /** Opens the analysis order in the console, where its results are uploaded like any delivery. */
  onOpenOrder: (orderNo: string) => void;
  onFeedback: (text: string, ok: boolean) => void;
}

/** The analyses customers ordered: start them, upload results to their order, complete them. */
export function AnalysisQueue({ onOpenOrder, onFeedback }: AnalysisQueueProps) {
  const queue = useAnalysisQueue();
  const records = queue.data?.list ?? [];
  const step = useAnalysisStep();
  const run = (record: AnalysisRecord, name: 'start' | 'complete') =>
    step.mutate(
      { id: record.id, step: name },
      {
        onSuccess: (next) => onFeedback(`分析订单 ${next.orderNo}：${next.statusLabel}`, true),
        onError: (error) => onFeedback(`分析订单 ${record.orderNo}：${staffErrorText(error)}`, false),
      },
    );
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="analysis-queue">
      <Box component="h2" sx={{ m: 0, mb: 1, fontSize: 15, fontWeight: 600 }}>
        生信分析订单
      </Box>
      {queue.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : queue.isError ? (
        <Box sx={{ color: 'error.main' }}>{staffErrorText(queue.error)}</Box>
      ) : records.length === 0 ? (
        <Box sx={{ color: 'text.secondary', py: 2 }}>暂无分析订单</Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>分析订单号</TableCell>
                <TableCell>客户</TableCell>
                <TableCell>分析类型</TableCell>
                <TableCell>样本</TableCell>
                <TableCell>参考基因组</TableCell>
                <TableCell>状态</TableCell>
                <TableCell>操作</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {records.map((record) => (
                <TableRow key={record.id} data-testid={`analysis-queue-${record.orderNo}`}>
                  <TableCell>{record.orderNo}</TableCell>
                  <TableCell>{record.memberName}</TableCell>
                  <TableCell>{record.goodsName}</TableCell>
                  <TableCell>{record.libraries.map((library) => library.libraryName).join('、')}</TableCell>
                  <TableCell>{record.genome}</TableCell>
                  <TableCell>
                    <Chip size="small" label={record.statusLabel} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {record.status === AnalysisStatus.Queued && (
                      <Button size="small" disabled={step.isPending} onClick={() => run(record, 'start')}>
                        开始分析
                      </Button>
                    )}
                    {record.status === AnalysisStatus.Running && (
                      <>
                        <Button size="small" onClick={() => onOpenOrder(record.orderNo)}>
                          上传结果
                        </Button>
                        <Button size="small" disabled={step.isPending} onClick={() => run(record, 'complete')}>
                          完成分析
                        </Button>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
