import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';

export const LEAVE_CONTRACT_SAMPLES_TITLE = '暂不填写样本信息？';

/**
 * Asked when the customer cancels the samples step of a contract bulk order: the order already exists (BatchSubmitOrder)
 * and is kept, pending, as 待填写样本; it says where the samples can be finished later.
 */
export function LeaveContractSamplesDialog({
  orderNo,
  open,
  onStay,
  onLeave,
}: {
  orderNo: string;
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog open={open} onClose={onStay} maxWidth="xs" fullWidth data-testid="leave-contract-samples">
      <DialogTitle>{LEAVE_CONTRACT_SAMPLES_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ fontSize: 14 }}>
          订单 {orderNo} 已创建并保留，显示为「待填写样本」。您可以稍后在「订单中心 › 订单详情」中点击「填写样本信息」
          完成样本填写，样本信息完整后再下单付款。
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave} color="inherit" data-testid="leave-contract-samples-later">
          稍后填写
        </Button>
        <Button component={RouterLink} to={withQuery(paths.myOrderDetail, { orderNo })} onClick={onStay}>
          前往订单详情
        </Button>
        <Button variant="contained" onClick={onStay} data-testid="leave-contract-samples-stay">
          继续填写
        </Button>
      </DialogActions>
    </Dialog>
  );
}
