import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { ordersKeys } from '@/lib/query-keys';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_MODE_LABELS,
  DELIVERY_SPECIES_LABELS,
  OrderStatus,
  expectedDeliveryText,
  maskPhone,
  DeliveryMode,
  type DeliveryModeValue,
  type DeliverySpeciesValue,
  type Order,
} from '@seqportal/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { formatYuan } from '@/lib/money';
import { useNarrowMode } from '@/lib/use-narrow-mode';
import { useQueryClient } from '@tanstack/react-query';
import { AnalysisSamplesPanel, DataDeliveryPanel, LiveStatusChip, useLiveOrder } from '@/components/order-delivery';
import { useOrderDetails } from '../api/get-order-details';
import { useOrderSampleSchedule } from '../api/get-order-sample-sch';
import { ORDER_PROGRESS_STEPS, orderProgressIndex } from '../lib/order-progress';
import { SAMPLES_TO_FILL, sampleInputFor } from '../lib/samples-to-fill';
import { groupGoodsByContract, orderSampleType, orderTimeOf, orderTotal, formatOrderTime } from '../lib/order-view';
import { OrderGoodsLine } from './order-goods-list';
import { OrderSamplesTable } from './order-samples-table';
import { OrderSection } from './order-section';
import { OrderEmpty } from './order-states';
import { OrderStatusChip } from './order-status-chip';
import { SampleProgressStrip } from './sample-progress-strip';

export const EMPTY_GOODS_TEXT = '未查询到该订单的商品';
export const NO_EXPRESS_TEXT = '暂无物流信息';
/** Pending payment and awaiting the samples: nothing has reached the lab yet. */
const SAMPLES_EDITABLE_STATUSES: readonly number[] = [OrderStatus.PendingPayment, OrderStatus.AwaitingSamples];

function InfoGrid({ rows, testId }: { rows: ReadonlyArray<[string, ReactNode]>; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 4,
        rowGap: 1.25,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', gap: 1.5, fontSize: 14, minWidth: 0 }}>
          <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary', flexShrink: 0, width: 72 }}>
            {label}
          </Typography>
          <Typography component="span" sx={{ fontSize: 14, overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function modeLabel(mode: number | null): string {
  return mode === null ? '' : (DELIVERY_MODE_LABELS[mode as DeliveryModeValue] ?? '');
}

function speciesLabel(id: number | null | undefined): string {
  return id === null || id === undefined ? '' : (DELIVERY_SPECIES_LABELS[id as DeliverySpeciesValue] ?? '');
}

function orderInfoRows(order: Order): Array<[string, ReactNode]> {
  const address = order.pickupAddress;
  const rows: Array<[string, ReactNode]> = [
    [
      '订单号',
      <Box component="span" data-testid="detail-order-no" sx={{ fontWeight: 600 }}>
        {order.orderNo}
      </Box>,
    ],
    ['下单时间', orderTimeOf(order)],
    ['订单状态', <OrderStatusChip status={order.orderStatus} />],
    [
      '所属合同',
      groupGoodsByContract(order)
        .map((group) => group.contractName)
        .join('、'),
    ],
    ['样本类型', orderSampleType(order)],
    [
      '订单金额',
      <Box component="span" sx={{ color: 'commerce.price', fontWeight: 700 }}>
        {formatYuan(orderTotal(order))}
      </Box>,
    ],
    ['送样方式', modeLabel(order.methodId)],
    ['配送选项', speciesLabel(order.speciesId)],
    ['派送地址', order.labName ?? ''],
  ];
  if (order.pickupTime) rows.push(['取样时间', formatOrderTime(order.pickupTime).slice(0, 16)]);
  if (address) {
    rows.push([
      '取样地址',
      `${address.name} ${maskPhone(address.phone)} ${[address.province, address.city, address.district].filter((part, index, all) => part && part !== '市辖区' && all.indexOf(part) === index).join(' ')} ${address.address}`,
    ]);
  }
  if (order.methodId === DeliveryMode.Courier && order.lab) {
    rows.push(['收样地址', order.lab.address], ['收件人', `${order.lab.recipient} ${order.lab.phone}`.trim()]);
  }
  if (order.courierNumber) rows.push(['快递单号', order.courierNumber]);
  if (order.barcodeNo) rows.push(['送样条码', order.barcodeNo]);
  // Not for a cancelled order: nothing will be delivered.
  const expected = expectedDeliveryText(order.expectedDeliveryDate, order.turnaroundDays);
  if (expected && order.orderStatus.id !== OrderStatus.Cancelled) {
    rows.push([
      '预计交付',
      <Box component="span" data-testid="detail-expected-delivery">
        {expected}
      </Box>,
    ]);
  }
  return rows;
}

/**
 * /my_order/detail?orderNo (spec part 1 section 2): the order's progress (and its samples' progress when the
 * schedule is served), order, sender and express information, and the goods with their samples.
 */
export function OrderDetailView({ orderNo }: { orderNo: string }) {
  const { user } = useSession();
  const narrow = useNarrowMode();
  const openLayer = useOpenLayer();
  const memberId = user?.id ?? null;
  const details = useOrderDetails(memberId, orderNo);
  const schedule = useOrderSampleSchedule(memberId, orderNo);
  const order = details.data ?? null;
  // Live lab progress (issue 7): every event of this order reloads the order and its sample schedule in place.
  const queryClient = useQueryClient();
  const live = useLiveOrder(orderNo, () => {
    void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(memberId, orderNo) });
    void queryClient.invalidateQueries({ queryKey: ordersKeys.sampleSchedule(memberId, orderNo) });
    void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
  });

  let body;
  if (!orderNo) {
    body = <OrderEmpty text={EMPTY_GOODS_TEXT} />;
  } else if (details.isPending) {
    body = (
      <Box data-testid="order-detail-loading" aria-busy="true">
        {[140, 160, 120, 200].map((height, index) => (
          <Skeleton key={index} variant="rounded" height={height} sx={{ mb: 2 }} />
        ))}
      </Box>
    );
  } else if (details.isError) {
    body = <OrderEmpty text="订单加载失败，请稍后重试" onRetry={() => void details.refetch()} />;
  } else if (!order) {
    body = <OrderEmpty text={EMPTY_GOODS_TEXT} />;
  } else {
    const cancelled = order.orderStatus.id === OrderStatus.Cancelled;
    const trace = order.express?.result ?? null;
    body = (
      <>
        <OrderSection title="订单进度" testId="detail-progress">
          {cancelled ? (
            <Alert severity="info" data-testid="detail-cancelled">
              该订单已取消
            </Alert>
          ) : (
            <Stepper
              activeStep={orderProgressIndex(order.orderStatus.id)}
              alternativeLabel={!narrow}
              orientation={narrow ? 'vertical' : 'horizontal'}
            >
              {ORDER_PROGRESS_STEPS.map((label) => (
                <Step key={label}>
                  <StepLabel>{label}</StepLabel>
                </Step>
              ))}
            </Stepper>
          )}
          {order.creditPending && !cancelled && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              下单时额度不足，实验将在PM处理后开始，请及时联系PM
            </Alert>
          )}
          {order.samplesToFill && !cancelled && (
            <Alert
              severity="warning"
              sx={{ mt: 2 }}
              data-testid="detail-samples-to-fill"
              action={
                <Button color="inherit" size="small" onClick={() => openLayer(sampleInputFor(order.orderNo))}>
                  {SAMPLES_TO_FILL.action}
                </Button>
              }
            >
              {SAMPLES_TO_FILL.notice}
            </Alert>
          )}
          {schedule.data && <SampleProgressStrip schedule={schedule.data} />}
          <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1.5 }}>
            <Button
              size="small"
              variant="outlined"
              component={RouterLink}
              to={withQuery(paths.kefu, { context: 'order', orderNo: order.orderNo })}
              data-testid="detail-kefu"
            >
              咨询客服
            </Button>
            <LiveStatusChip status={live} />
          </Box>
        </OrderSection>

        <DataDeliveryPanel orderNo={order.orderNo} />
        <AnalysisSamplesPanel orderId={order.id} />

        <OrderSection title="订单信息" testId="detail-order-info">
          <InfoGrid rows={orderInfoRows(order)} />
        </OrderSection>

        <OrderSection title="下单人信息" testId="detail-sender">
          {order.sampleinformation ? (
            <InfoGrid
              rows={[
                ['下单人', order.sampleinformation.memberName],
                ['所属单位', order.sampleinformation.orgName],
                ['联系电话', order.sampleinformation.memberPhone ? maskPhone(order.sampleinformation.memberPhone) : ''],
                // Order settings keep several addresses joined with ';' and a trailing ';'.
                [
                  '邮箱',
                  (order.sampleinformation.email ?? '')
                    .split(';')
                    .map((email) => email.trim())
                    .filter(Boolean)
                    .join('、'),
                ],
              ]}
            />
          ) : (
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>暂无下单人信息</Typography>
          )}
        </OrderSection>

        <OrderSection title="物流信息" testId="detail-express">
          {trace && (trace.number || trace.list.length > 0) ? (
            <Box>
              <Typography sx={{ fontSize: 14, mb: 1.5 }}>
                {trace.expName}{' '}
                {trace.number && (
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {trace.number}
                  </Box>
                )}
              </Typography>
              {trace.list.length === 0 ? (
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{NO_EXPRESS_TEXT}</Typography>
              ) : (
                <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {trace.list.map((entry, index) => (
                    <Box
                      component="li"
                      key={`${entry.time}-${index}`}
                      sx={{
                        display: 'flex',
                        gap: 2,
                        pb: 1.5,
                        pl: 2,
                        position: 'relative',
                        borderLeft: 2,
                        borderColor: index === 0 ? 'secondary.main' : 'divider',
                        ml: 0.5,
                      }}
                    >
                      <Typography sx={{ fontSize: 13, color: 'text.secondary', flexShrink: 0, minWidth: 140 }}>
                        {formatOrderTime(entry.time)}
                      </Typography>
                      <Typography sx={{ fontSize: 13, color: index === 0 ? 'text.primary' : 'text.secondary' }}>
                        {entry.status}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
              <LocalShippingOutlinedIcon sx={{ fontSize: 20, color: 'text.placeholder' }} />
              <Typography sx={{ fontSize: 14 }}>{NO_EXPRESS_TEXT}</Typography>
            </Box>
          )}
        </OrderSection>

        <OrderSection
          title="商品及样本"
          testId="detail-goods"
          extra={
            // Until the lab receives them, the customer may still correct the samples (ModifyOrderSamples).
            SAMPLES_EDITABLE_STATUSES.includes(order.orderStatus.id) && (
              <Button
                size="small"
                variant="outlined"
                data-testid="detail-edit-samples"
                onClick={() => openLayer(`${paths.sampleInput}?orderNo=${encodeURIComponent(order.orderNo)}`)}
              >
                {order.goods.some((line) => (line.sample?.item2.length ?? 0) > 0) ? '修改样本信息' : '填写样本信息'}
              </Button>
            )
          }
        >
          {order.goods.length === 0 ? (
            <Typography sx={{ fontSize: 14, color: 'text.secondary', py: 2, textAlign: 'center' }}>
              {EMPTY_GOODS_TEXT}
            </Typography>
          ) : (
            groupGoodsByContract(order).map((group) => (
              <Box key={group.key} sx={{ '& + &': { mt: 2 } }}>
                <Typography sx={{ fontSize: 14, fontWeight: 600, color: 'primary.main' }}>
                  {group.contractName}
                </Typography>
                {group.goods.map((line) => (
                  <OrderGoodsLine
                    key={line.skuId}
                    line={line}
                    narrow={narrow}
                    below={<OrderSamplesTable sample={line.sample} />}
                  />
                ))}
              </Box>
            ))
          )}
        </OrderSection>
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 1.5, md: 2.5 }, pb: 6 }}>
      <Breadcrumbs sx={{ mb: 1.5, fontSize: 13 }}>
        <Link component={RouterLink} to={paths.myInfo} color="inherit">
          个人中心
        </Link>
        <Link component={RouterLink} to={paths.myOrder} color="inherit">
          我的订单
        </Link>
        <Typography sx={{ fontSize: 13, color: 'text.primary' }}>订单详情</Typography>
      </Breadcrumbs>
      {body}
    </Container>
  );
}
