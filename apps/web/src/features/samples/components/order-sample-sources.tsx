import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { LOGIN_REQUIRED_TEXT } from '@/components/login-required';
import { useSession } from '@/lib/auth';
import { useSyncedRows } from '../api/contract-order-samples';
import { useOrderSampleInfo } from '../api/get-order-sample-info';
import { draftFromLists, productOption } from '../lib/sample-draft';
import { SampleInputEditor } from './sample-input-editor';

/**
 * An order's saved samples, loaded before the table opens: ModifyOrderSamples replaces them all, so editing must
 * start from what is saved. Once the lab has received a sample (or the order is cancelled) they are shown as
 * locked instead.
 */
export function ExistingOrderSamples({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { user, isLoading } = useSession();
  const info = useOrderSampleInfo(user?.id ?? null, orderNo);
  if (!user && !isLoading) return <Alert severity="info">{LOGIN_REQUIRED_TEXT}</Alert>;
  if (info.isPending) return <LoadingSamples />;
  if (info.isError || !info.data.editable) {
    const message = info.isError
      ? info.error.message || '样本信息加载失败'
      : (info.data.lockedReason ?? '当前不能修改样本信息');
    return (
      <Box data-testid="sample-input-locked">
        <Alert severity={info.isError ? 'error' : 'info'}>{message}</Alert>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2.5 }}>
          <Button variant="outlined" onClick={onClose}>
            关闭
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <SampleInputEditor
      orderNo={orderNo}
      initial={() => draftFromLists(info.data)}
      products={(info.data.products ?? []).map(productOption)}
      onClose={onClose}
    />
  );
}

function LoadingSamples() {
  return (
    <Box
      data-testid="sample-input-loading"
      sx={{ py: 6, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}
    >
      <CircularProgress size={20} /> 正在加载订单的样本信息…
    </Box>
  );
}

/**
 * The samples of a contract bulk order just created: what is already saved when the customer comes back to it,
 * otherwise the synced rows (product codes filled, one row per sample ordered).
 */
export function ContractOrderSamples({
  orderNo,
  contractId,
  skuIds,
  onClose,
  setCloseGuard,
}: {
  orderNo: string;
  contractId: number;
  skuIds: string;
  onClose: () => void;
  setCloseGuard?: (guard: (() => void) | null) => void;
}) {
  const { user, isLoading } = useSession();
  const info = useOrderSampleInfo(user?.id ?? null, orderNo);
  const rows = useSyncedRows(user?.id ?? null, contractId);
  if (!user && !isLoading) return <Alert severity="info">{LOGIN_REQUIRED_TEXT}</Alert>;
  if (info.isPending || rows.isPending) return <LoadingSamples />;
  if (info.isError || rows.isError || !info.data.editable) {
    const message = info.isError
      ? info.error.message || '样本信息加载失败'
      : rows.isError
        ? rows.error.message || '合同商品加载失败'
        : (info.data.lockedReason ?? '当前不能修改样本信息');
    return (
      <Box data-testid="sample-input-locked">
        <Alert severity="error">{message}</Alert>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2.5 }}>
          <Button variant="outlined" onClick={onClose}>
            关闭
          </Button>
        </Box>
      </Box>
    );
  }
  const saved = info.data.ybList.length + info.data.wkList.length > 0;
  return (
    <SampleInputEditor
      orderNo={orderNo}
      contract={{ skuIds }}
      initial={() => draftFromLists(saved ? info.data : { ybList: rows.data.ybList, wkList: rows.data.wkList })}
      products={(info.data.products ?? []).map(productOption)}
      onClose={onClose}
      setCloseGuard={setCloseGuard}
    />
  );
}
