import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ERROR_MESSAGES, ErrorCode } from '@seqportal/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { formatYuan } from '@/lib/money';
import { useOrderDetails } from '../api/get-order-details';
import {
  PAY_SUCCESS_COUNTDOWN_SECONDS,
  payResultFromOrder,
  payResultFromState,
  type PaySuccessInfo,
} from '../lib/pay-success';
import { BarcodeCard } from './barcode-card';
import { LabAddress } from './lab-address';
import { paymentLabel } from '../lib/payment-label';
import { OrderEmpty } from './order-states';

/** Counts down once per second and calls `onDone` at zero (spec part 1 section 9: 10 s, then /my_order). */
function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return undefined;
    if (left <= 0) {
      onDone();
      return undefined;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, running, onDone]);
  return left;
}

/**
 * /paytype?orderNo: the order placed, its credit total, the way on (order detail, workbench, or /my_order after
 * 10 s) and the sample-delivery barcode to print. The fields come with the PayOrder answer; after a reload they
 * are read back from the order.
 */
export function PaytypeView({ orderNo }: { orderNo: string }) {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = payResultFromState(location.state, orderNo);
  const details = useOrderDetails(fromState ? null : (user?.id ?? null), orderNo);
  const info: PaySuccessInfo | null = fromState ?? (details.data ? payResultFromOrder(details.data) : null);
  const [goToOrders] = useState(() => () => void navigate(paths.myOrder));
  const left = useCountdown(PAY_SUCCESS_COUNTDOWN_SECONDS, info !== null, goToOrders);

  let body;
  if (!orderNo) {
    body = (
      <OrderEmpty
        text="缺少订单号"
        action={
          <Button component={RouterLink} to={paths.myOrder} variant="contained">
            我的订单
          </Button>
        }
      />
    );
  } else if (!info && (details.isPending || details.isFetching)) {
    body = <Skeleton variant="rounded" height={360} data-testid="paytype-loading" />;
  } else if (!info) {
    body = <OrderEmpty text="未查询到该订单" onRetry={details.isError ? () => void details.refetch() : undefined} />;
  } else {
    body = (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
          gap: 2.5,
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          data-testid="paytype-summary"
          sx={{ borderRadius: 2, p: { xs: 3, md: 4 }, textAlign: 'center' }}
        >
          <CheckCircleRoundedIcon sx={{ fontSize: 64, color: 'success.main' }} />
          <Typography component="h1" sx={{ mt: 1, fontSize: 24, fontWeight: 600 }}>
            下单成功
          </Typography>
          <Box
            sx={{
              mt: 2.5,
              display: 'inline-grid',
              gridTemplateColumns: 'auto auto',
              columnGap: 2,
              rowGap: 1,
              textAlign: 'left',
              fontSize: 15,
            }}
          >
            <Typography sx={{ color: 'text.secondary' }}>订单号</Typography>
            <Typography data-testid="paytype-order-no" sx={{ fontWeight: 600 }}>
              {info.orderNo}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }} data-testid="paytype-payment-label">
              {paymentLabel(user?.balance)}
            </Typography>
            <Typography data-testid="paytype-total" sx={{ fontWeight: 700, color: 'commerce.price' }}>
              {formatYuan(info.totalPrice)}
            </Typography>
          </Box>
          {info.courierLab && (
            <Box sx={{ mt: 2.5 }}>
              <LabAddress lab={info.courierLab} title="请将样本寄往" />
            </Box>
          )}
          {info.creditPending && (
            <Alert severity="warning" sx={{ mt: 2.5, textAlign: 'left' }} data-testid="paytype-credit-pending">
              {ERROR_MESSAGES[ErrorCode.CreditInsufficient]}
            </Alert>
          )}
          <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              component={RouterLink}
              to={withQuery(paths.myOrderDetail, { orderNo: info.orderNo })}
              data-testid="paytype-detail"
            >
              查看订单详情
            </Button>
            <Button variant="outlined" component={RouterLink} to={paths.work}>
              返回工作台
            </Button>
          </Box>
          <Typography data-testid="paytype-countdown" sx={{ mt: 2.5, fontSize: 13, color: 'text.secondary' }}>
            {left} 秒后自动跳转到
            <Box component={RouterLink} to={paths.myOrder} sx={{ color: 'primary.main', mx: 0.5 }}>
              我的订单
            </Box>
          </Typography>
        </Paper>
        <BarcodeCard barcodeImg={info.barcodeImg} barcodeNo={info.barcodeNo} orderNo={info.orderNo} />
      </Box>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, pb: 6 }}>
      {body}
    </Container>
  );
}
