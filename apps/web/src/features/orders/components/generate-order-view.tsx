import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_DELIVERY_SPECIES_ID,
  DELIVERY_MODE_TABS,
  DELIVERY_SPECIES_LABELS,
  DeliveryMode,
  OrderStatus,
  displayBalance,
  type Address,
  type DeliveryModeValue,
  type Order,
  type PayOrderRequest,
} from '@seqportal/contract';
import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { createIdempotencyKeeper } from '@/lib/idempotency';
import { useOpenLayer } from '@/lib/layer-navigation';
import { formatYuan } from '@/lib/money';
import { notifier } from '@/lib/notifier';
import { useNarrowMode } from '@/lib/use-narrow-mode';
import { useDeliveryLabs } from '../api/get-delivery-labs';
import { useOrderDetails } from '../api/get-order-details';
import { usePayOrder } from '../api/pay-order';
import { checkPlaceOrder } from '../lib/place-order-checks';
import { orderSkuIds } from '../lib/order-actions';
import { groupGoodsByContract, orderTotal } from '../lib/order-view';
import { useNow } from '../lib/use-now';
import { CreditDialog } from './credit-dialog';
import { DeliveryLabsField } from './delivery-labs-field';
import { LabAddress } from './lab-address';
import { paymentLabel } from '../lib/payment-label';
import { OrderGoodsHeader, OrderGoodsLine } from './order-goods-list';
import { OrderSection } from './order-section';
import { OrderEmpty } from './order-states';
import { PickupAddressField } from './pickup-address-field';
import { PickupTimePicker } from './pickup-time-picker';

export interface GenerateOrderViewProps {
  orderNo: string;
  /** Comma-joined sku ids from the URL; the order's own goods are used when absent. */
  skuIds: string;
  /** The member's pickup addresses (personal centre), handed in by the page. */
  addresses: Address[] | undefined;
  addressesLoading: boolean;
}

export const AGREEMENT_TEXT = '我已阅读并同意';
export const COURIER_HINT = '请将样本寄往所选实验室，寄出后可在此填写或稍后在“我的订单”中补填快递单号';

function GenerateOrderSkeleton() {
  return (
    <Box data-testid="generate-order-loading" aria-busy="true">
      {[120, 96, 220].map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} sx={{ mb: 2 }} />
      ))}
    </Box>
  );
}

/**
 * /generate_order?orderNo&skuIds (spec part 1 sections 2, 4, 5, 8): the order's goods by contract, the delivery
 * lab, pickup (mode 2, first tab) or courier (mode 1), the agreement, and placing the order on credit.
 */
export function GenerateOrderView({ orderNo, skuIds, addresses, addressesLoading }: GenerateOrderViewProps) {
  const { user, isLoading } = useSession();
  const memberId = user?.id ?? null;
  const narrow = useNarrowMode();
  const navigate = useNavigate();
  const openLayer = useOpenLayer();
  const now = useNow();
  const details = useOrderDetails(memberId, orderNo);
  const order = details.data ?? null;
  const chosenSkuIds = skuIds || (order ? orderSkuIds(order) : '');
  const labs = useDeliveryLabs(chosenSkuIds);
  const pay = usePayOrder();
  const keeper = useRef(createIdempotencyKeeper());

  const [labName, setLabName] = useState<string | null>(null);
  const chosenLab = labs.data?.find((lab) => lab.name === labName) ?? null;
  const [mode, setMode] = useState<DeliveryModeValue>(DeliveryMode.Pickup);
  const [pickedAddressId, setPickedAddressId] = useState<number | null>(null);
  const [datatime, setDatatime] = useState<string | null>(null);
  const [courierNumber, setCourierNumber] = useState('');
  const [agreement, setAgreement] = useState(false);
  const [creditOpen, setCreditOpen] = useState(false);

  // The first address is chosen until the customer picks another (or the chosen one was deleted).
  const addressId =
    pickedAddressId !== null && addresses?.some((address) => address.id === pickedAddressId)
      ? pickedAddressId
      : (addresses?.[0]?.id ?? null);

  const buildRequest = (confirmCredit: boolean): PayOrderRequest => {
    const pickup = mode === DeliveryMode.Pickup;
    const courier = courierNumber.trim();
    return {
      orderNo,
      auditType: user?.auditType ?? 0,
      mode,
      labName: labName ?? '',
      agreement,
      speciesId: DEFAULT_DELIVERY_SPECIES_ID,
      skuIds: chosenSkuIds,
      ...(pickup && addressId !== null ? { addersid: addressId } : {}),
      ...(pickup && datatime ? { datatime } : {}),
      ...(!pickup && courier ? { couriernumber: courier } : {}),
      ...(confirmCredit ? { confirmCredit: true } : {}),
    };
  };

  const place = (confirmCredit: boolean): void => {
    const request = buildRequest(confirmCredit);
    pay.mutate(
      { request, idempotencyKey: keeper.current(request) },
      {
        onSuccess: (outcome) => {
          if (outcome.kind !== 'credit-insufficient') setCreditOpen(false);
          switch (outcome.kind) {
            case 'placed':
              void navigate(withQuery(paths.payType, { orderNo: outcome.result.orderNo || orderNo }), {
                state: {
                  payResult: outcome.result,
                  courierLab: request.mode === DeliveryMode.Courier ? chosenLab : null,
                },
              });
              break;
            case 'customer-service':
              void navigate(withQuery(paths.kefu, { context: 'order', orderNo }));
              break;
            case 'credit-insufficient':
              setCreditOpen(true);
              break;
            case 'settings-missing':
              openLayer(paths.buyError);
              break;
            case 'failed':
              break;
          }
        },
      },
    );
  };

  const submit = (): void => {
    const problem = checkPlaceOrder({ labName, agreement, mode, datatime, addressId }, new Date());
    if (problem) {
      notifier.toast(problem, { severity: 'warning' });
      return;
    }
    place(false);
  };

  let body;
  if (!orderNo) {
    body = <OrderEmpty text="缺少订单号，请从样本箱重新结算" />;
  } else if (isLoading || details.isPending) {
    body = <GenerateOrderSkeleton />;
  } else if (details.isError) {
    body = <OrderEmpty text="订单加载失败，请稍后重试" onRetry={() => void details.refetch()} />;
  } else if (!order || order.goods.length === 0) {
    body = <OrderEmpty text="未查询到该订单的商品" />;
  } else if (order.orderStatus.id !== OrderStatus.PendingPayment) {
    body = <AlreadyPlaced order={order} />;
  } else {
    body = (
      <>
        <OrderSection title="商品信息" testId="generate-order-goods">
          {groupGoodsByContract(order).map((group) => (
            <Box key={group.key} data-testid="generate-order-group" sx={{ '& + &': { mt: 2.5 } }}>
              <Typography sx={{ fontSize: 14, fontWeight: 600, mb: 1, color: 'primary.main' }}>
                {group.contractName}
              </Typography>
              {!narrow && <OrderGoodsHeader />}
              {group.goods.map((line) => (
                <OrderGoodsLine key={line.skuId} line={line} narrow={narrow} />
              ))}
            </Box>
          ))}
        </OrderSection>

        <OrderSection title="派送地址" testId="generate-order-labs">
          <DeliveryLabsField
            labs={labs.data}
            loading={labs.isPending && chosenSkuIds !== ''}
            value={labName}
            onChange={setLabName}
          />
        </OrderSection>

        <OrderSection title="送样方式" testId="generate-order-delivery">
          <Tabs
            value={mode}
            onChange={(_event, next: DeliveryModeValue) => setMode(next)}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {DELIVERY_MODE_TABS.map((tab) => (
              <Tab key={tab.mode} value={tab.mode} label={tab.label} data-testid={`delivery-mode-${tab.mode}`} />
            ))}
          </Tabs>
          <FieldRow label="配送选项">
            <Chip
              label={DELIVERY_SPECIES_LABELS[DEFAULT_DELIVERY_SPECIES_ID]}
              color="primary"
              data-testid="delivery-species"
            />
          </FieldRow>
          {mode === DeliveryMode.Pickup ? (
            <>
              <FieldRow label="取样地址">
                <PickupAddressField
                  addresses={addresses}
                  loading={addressesLoading}
                  value={addressId}
                  onChange={setPickedAddressId}
                  onAdd={() => openLayer(paths.addressManager)}
                />
              </FieldRow>
              <FieldRow label="取样时间">
                <PickupTimePicker value={datatime} onChange={setDatatime} now={now} />
              </FieldRow>
            </>
          ) : (
            <FieldRow label="快递单号">
              <TextField
                size="small"
                value={courierNumber}
                onChange={(event) => setCourierNumber(event.target.value.slice(0, 50))}
                placeholder="选填"
                slotProps={{ htmlInput: { 'data-testid': 'courier-number', maxLength: 50 } }}
                sx={{ width: { xs: '100%', sm: 320 } }}
              />
              <Typography sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}>{COURIER_HINT}</Typography>
              <Box sx={{ mt: 1.5 }}>
                {chosenLab ? (
                  <LabAddress lab={chosenLab} />
                ) : (
                  <Typography sx={{ fontSize: 13, color: 'warning.main' }} data-testid="lab-address-missing">
                    请先在上方选择派送地址，这里会显示实验室的收样地址、收件人和电话
                  </Typography>
                )}
              </Box>
            </FieldRow>
          )}
        </OrderSection>

        <PayPanel
          total={orderTotal(order)}
          balance={displayBalance(user?.balance)}
          agreement={agreement}
          onAgreement={setAgreement}
          placing={pay.isPending && !creditOpen}
          onSubmit={submit}
        />
        <CreditDialog
          open={creditOpen}
          placing={pay.isPending}
          onCancel={() => setCreditOpen(false)}
          onConfirm={() => place(true)}
        />
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: 6 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" sx={{ fontSize: 22, fontWeight: 600 }}>
          确认订单
        </Typography>
        {orderNo && (
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }} data-testid="generate-order-no">
            订单号：{orderNo}
          </Typography>
        )}
      </Box>
      {body}
    </Container>
  );
}

function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '88px minmax(0, 1fr)' },
        gap: { xs: 1, sm: 2 },
        alignItems: 'start',
        '& + &': { mt: 2.5 },
      }}
    >
      <Typography sx={{ fontSize: 14, color: 'text.secondary', pt: { sm: 0.75 } }}>{label}</Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

interface PayPanelProps {
  total: string;
  balance: string | null;
  agreement: boolean;
  onAgreement: (value: boolean) => void;
  placing: boolean;
  onSubmit: () => void;
}

function PayPanel({ total, balance, agreement, onAgreement, placing, onSubmit }: PayPanelProps) {
  return (
    <Paper variant="outlined" data-testid="generate-order-pay" sx={{ borderRadius: 2, p: { xs: 2, md: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={agreement}
              onChange={(event) => onAgreement(event.target.checked)}
              size="small"
              data-testid="agreement-checkbox"
            />
          }
          label={
            <Typography component="span" sx={{ fontSize: 14 }}>
              {AGREEMENT_TEXT}
              <Link
                component={RouterLink}
                to={paths.configBuy}
                target="_blank"
                rel="noopener"
                onClick={(event) => event.stopPropagation()}
              >
                《购买确认条款》
              </Link>
            </Typography>
          }
          sx={{ mr: 0 }}
        />
        <Box sx={{ flex: 1 }} />
        <Box sx={{ textAlign: 'right' }}>
          <Typography sx={{ fontSize: 14 }}>
            应付金额（<span data-testid="payment-label">{paymentLabel(balance)}</span>）：
            <Box
              component="span"
              data-testid="generate-order-total"
              sx={{ color: 'commerce.total', fontWeight: 700, fontSize: 24 }}
            >
              {formatYuan(total)}
            </Box>
          </Typography>
          {balance !== null && (
            <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>可用授信额度：{formatYuan(balance)}</Typography>
          )}
        </Box>
        <Button
          variant="contained"
          size="large"
          loading={placing}
          onClick={onSubmit}
          data-testid="place-order"
          sx={{ minWidth: 140, bgcolor: 'commerce.purchase', '&:hover': { bgcolor: 'commerce.purchaseHover' } }}
        >
          提交订单
        </Button>
      </Box>
    </Paper>
  );
}

function AlreadyPlaced({ order }: { order: Order }) {
  return (
    <Paper variant="outlined" data-testid="generate-order-placed" sx={{ borderRadius: 2, py: 8, textAlign: 'center' }}>
      <Typography sx={{ fontSize: 16 }}>
        该订单已{order.orderStatus.id === OrderStatus.Cancelled ? '取消' : '提交'}，无需再次下单
      </Typography>
      <Box sx={{ mt: 2.5, display: 'flex', justifyContent: 'center', gap: 1.5 }}>
        <Button
          variant="outlined"
          component={RouterLink}
          to={withQuery(paths.myOrderDetail, { orderNo: order.orderNo })}
        >
          查看订单详情
        </Button>
        <Button variant="contained" component={RouterLink} to={paths.myOrder}>
          我的订单
        </Button>
      </Box>
    </Paper>
  );
}
