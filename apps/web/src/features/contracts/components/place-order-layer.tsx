import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { maskPhone, type ContractSheetResult } from '@seqportal/contract';
import { useMemo, useRef, useState, type DragEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { createIdempotencyKeeper } from '@/lib/idempotency';
import { useOpenLayer } from '@/lib/layer-navigation';
import { EXTERNAL_NEW_TAB } from '@/lib/new-tab';
import {
  orderValidRows,
  parseContractSheet,
  uploadBatchSheet,
  useContractProductList,
  usePickupAddress,
} from '../api/contracts-api';
import { ApprovalNotice } from './approval-notice';

/**
 * /place_order (spec part 2 section 2.7, issue 16): choose a contract, drop a batch sheet (.xlsx or .csv), see every row
 * with its contract price, status and errors (row, column, reason), order the valid rows, or download the sheet
 * annotated (error cells marked with the reason as a comment, a status column). The sampling-address card shows
 * where the samples will be collected (the first pickup address), or how to add one.
 */
function SamplingAddressCard({ memberId }: { memberId: number }) {
  const openLayer = useOpenLayer();
  const address = usePickupAddress(memberId);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="sampling-address">
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        取样地址
      </Typography>
      {address.isPending ? (
        <LinearProgress aria-label="取样地址加载中" />
      ) : address.isError ? (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          取样地址加载失败
        </Typography>
      ) : address.data ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {address.data.name} {maskPhone(address.data.phone)}
          <br />
          {[address.data.province, address.data.city, address.data.district, address.data.address]
            .filter(Boolean)
            .join(' ')}
        </Typography>
      ) : (
        <Link component="button" type="button" variant="body2" onClick={() => openLayer(paths.addressManager)}>
          添加取样地址
        </Link>
      )}
    </Paper>
  );
}

export function PlaceOrderLayer({ onClose }: LayerBodyProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const approved = user?.auditType === 3;
  const contracts = useContractProductList(approved ? (user?.id ?? null) : null);
  const [chosen, setChosen] = useState<number | null>(Number(search.get('contractId')) || null);
  const [stage, setStage] = useState<'idle' | 'uploading' | 'checking' | 'ordering'>('idle');
  const [result, setResult] = useState<ContractSheetResult | null>(null);
  const [fileName, setFileName] = useState('');
  const [percent, setPercent] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const keyFor = useMemo(() => createIdempotencyKeeper(), []);

  if (!user) return null;
  if (!approved) return <ApprovalNotice auditType={user.auditType} />;
  if (contracts.isPending) return <LinearProgress aria-label="加载中" />;
  if (contracts.isError) return <Alert severity="error">合同加载失败，请稍后重试</Alert>;
  if (contracts.data.length === 0) return <Alert severity="info">您目前暂未签定合同，请联系客服！</Alert>;
  const contractId = chosen ?? contracts.data[0]!.id;
  const contract = contracts.data.find((item) => item.id === contractId) ?? contracts.data[0]!;

  const check = async (file: File) => {
    setFileName(file.name);
    setResult(null);
    try {
      setPercent(0);
      setStage('uploading');
      const path = await uploadBatchSheet(file, (progress) => setPercent(progress.percent));
      setStage('checking');
      setResult(await parseContractSheet(path, contract.id));
    } catch {
      // The API client has shown the message.
    } finally {
      setStage('idle');
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) void check(file);
  };
  const order = async () => {
    if (!result) return;
    setStage('ordering');
    try {
      const { orderNo } = await orderValidRows(result, keyFor(result.order));
      onClose();
      void navigate(
        withQuery(paths.generateOrder, { orderNo, skuIds: result.order.skuList.map((sku) => sku.skuId).join(',') }),
      );
    } catch {
      // Shown by the API client.
    } finally {
      setStage('idle');
    }
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <TextField
        select
        size="small"
        label="合同"
        value={contract.id}
        onChange={(event) => {
          setChosen(Number(event.target.value));
          setResult(null);
        }}
      >
        {contracts.data.map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.name}
            {item.paymentMode === 'prepaid' ? `（余额 ¥${item.balance ?? '0.00'}）` : '（授信）'}
          </MenuItem>
        ))}
      </TextField>
      <Box
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        onClick={() => input.current?.click()}
        role="button"
        aria-label="上传批量下单表"
        sx={{
          border: '2px dashed',
          borderColor: 'divider',
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
          cursor: 'pointer',
        }}
      >
        <Typography>将批量下单表（.xlsx 或 .csv）拖到此处，或点击选择文件</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {fileName || '每行一个样本 × 服务，按合同价计价'}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept=".xlsx,.csv"
          data-testid="batch-sheet-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void check(file);
          }}
        />
      </Box>
      <SamplingAddressCard memberId={user.id} />
      {stage !== 'idle' && (
        <Box>
          {/* The upload knows how far it is; checking and ordering do not. */}
          {stage === 'uploading' ? (
            <LinearProgress variant="determinate" value={percent} aria-label="上传进度" />
          ) : (
            <LinearProgress />
          )}
          <Typography variant="body2" data-testid="batch-sheet-stage">
            {stage === 'uploading' ? `上传中… ${percent}%` : stage === 'checking' ? '逐行校验中…' : '下单中…'}
          </Typography>
        </Box>
      )}
      {result && (
        <Stack spacing={1}>
          <Typography>
            共 {result.rows.length} 行：有效 {result.validCount} 行，合计 ¥{result.validTotal}；错误 {result.errorCount}{' '}
            行{result.balance !== null ? `；合同余额 ¥${result.balance}` : ''}
          </Typography>
          {result.otherErrors.map((error) => (
            <Alert key={`${error.sheet}-${error.row}-${error.column}-${error.message}`} severity="warning">
              {error.row > 0 ? `${error.sheet} 第${error.row}行 ${error.column}列：` : ''}
              {error.message}
            </Alert>
          ))}
          <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
            <Table size="small" stickyHeader aria-label="校验结果">
              <TableHead>
                <TableRow>
                  <TableCell>行</TableCell>
                  <TableCell>名称 / 产品</TableCell>
                  <TableCell>合同价</TableCell>
                  <TableCell>结果</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.rows.map((row) => (
                  <TableRow
                    key={`${row.sheet}-${row.row}`}
                    sx={row.status === 'error' ? { bgcolor: 'notice.errorRow' } : undefined}
                  >
                    <TableCell>{row.row}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {row.name}
                      <br />
                      <Typography variant="caption">{row.goodsName ?? row.skuCode}</Typography>
                    </TableCell>
                    <TableCell>{row.unitPrice ? `¥${row.unitPrice}` : '—'}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {row.status === 'ok'
                        ? '通过'
                        : row.errors.map((error) => `第${error.row}行 ${error.column}列：${error.message}`).join('；')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={result.validCount === 0 || stage !== 'idle'}
              onClick={() => void order()}
            >
              下单（{result.validCount} 行有效）
            </Button>
            <Button component="a" href={result.annotatedPath} {...EXTERNAL_NEW_TAB}>
              下载标注文件
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
