import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '@seqportal/contract';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';
import { useOpenLayer } from '@/lib/layer-navigation';
import { formatYuan } from '@/lib/money';
import { ORDER_ACTION_LABELS, orderActions, orderSkuIds, type OrderAction } from '../lib/order-actions';
import { groupGoodsByContract, orderSampleType, orderTimeOf, orderTotal } from '../lib/order-view';
import { SAMPLES_TO_FILL, sampleInputFor } from '../lib/samples-to-fill';
import { OrderGoodsLine } from './order-goods-list';
import { OrderStatusChip } from './order-status-chip';
import { IN_APP_NEW_TAB } from '@/lib/new-tab';

export interface OrderCardProps {
  order: Order;
  narrow: boolean;
  onCancel: (order: Order) => void;
  onExpress: (order: Order) => void;
}

/** One order in /my_order: header, goods, total and the buttons its status allows (spec part 1 section 4). */
export function OrderCard({ order, narrow, onCancel, onExpress }: OrderCardProps) {
  const contractNames = groupGoodsByContract(order).map((group) => group.contractName);
  const detailHref = withQuery(paths.myOrderDetail, { orderNo: order.orderNo });
  const openLayer = useOpenLayer();

  const button = (action: OrderAction) => {
    const label = ORDER_ACTION_LABELS[action];
    const common = { size: 'small' as const, 'data-testid': `order-action-${action}` };
    switch (action) {
      case 'cancel':
        return (
          <Button {...common} variant="outlined" color="inherit" onClick={() => onCancel(order)}>
            {label}
          </Button>
        );
      case 'express':
      case 'editExpress':
        return (
          <Button {...common} variant="outlined" onClick={() => onExpress(order)}>
            {label}
          </Button>
        );
      case 'pay':
        return (
          <Button
            {...common}
            variant="contained"
            component={RouterLink}
            to={withQuery(paths.generateOrder, { orderNo: order.orderNo, skuIds: orderSkuIds(order) })}
            sx={{ bgcolor: 'commerce.purchase', '&:hover': { bgcolor: 'commerce.purchaseHover' } }}
          >
            {label}
          </Button>
        );
      case 'print':
        return (
          <Button
            {...common}
            variant="outlined"
            component={RouterLink}
            to={withQuery(paths.samplePrint, { orderNo: order.orderNo })}
            {...IN_APP_NEW_TAB}
          >
            {label}
          </Button>
        );
      case 'refund':
        return (
          <Button
            {...common}
            variant="text"
            color="inherit"
            component={RouterLink}
            to={withQuery(paths.kefu, { context: 'order', orderNo: order.orderNo })}
            sx={{ color: 'text.secondary' }}
          >
            {label}
          </Button>
        );
      case 'download':
        return (
          <Button {...common} variant="contained" component={RouterLink} to={detailHref} {...IN_APP_NEW_TAB}>
            {label}
          </Button>
        );
      case 'detail':
        return (
          <Button {...common} variant="outlined" component={RouterLink} to={detailHref} {...IN_APP_NEW_TAB}>
            {label}
          </Button>
        );
    }
  };

  return (
    <Paper
      variant="outlined"
      data-testid="order-card"
      data-order-no={order.orderNo}
      sx={{ borderRadius: 2, overflow: 'hidden', mb: 2 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, md: 2 },
          flexWrap: 'wrap',
          px: 2,
          py: 1.25,
          bgcolor: 'surface.header',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{orderTimeOf(order)}</Typography>
        <Typography sx={{ fontSize: 13 }}>
          订单号：
          <Box component="span" data-testid="order-no" sx={{ fontWeight: 600 }}>
            {order.orderNo}
          </Box>
        </Typography>
        {!narrow && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{contractNames.join('、')}</Typography>}
        <Chip
          size="small"
          variant="outlined"
          label={orderSampleType(order)}
          sx={{ height: 22 }}
          data-testid="order-sample-type"
        />
        <Box sx={{ ml: 'auto' }}>
          <OrderStatusChip status={order.orderStatus} />
        </Box>
      </Box>
      <Box sx={{ px: 2 }}>
        {order.goods.map((line) => (
          <OrderGoodsLine key={line.skuId} line={line} narrow={narrow} />
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          px: 2,
          py: 1.25,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography sx={{ fontSize: 14 }}>
          共 {order.goods.reduce((sum, line) => sum + line.goodsCount, 0)} 件，合计：
          <Box
            component="span"
            data-testid="order-total"
            sx={{ color: 'commerce.total', fontWeight: 700, fontSize: 17 }}
          >
            {formatYuan(orderTotal(order))}
          </Box>
        </Typography>
        {order.creditPending && <Chip size="small" color="warning" variant="outlined" label="额度不足，待PM处理" />}
        {order.samplesToFill && (
          <>
            <Chip size="small" color="warning" label={SAMPLES_TO_FILL.label} data-testid="order-samples-to-fill" />
            <Button
              size="small"
              variant="outlined"
              color="warning"
              data-testid="order-fill-samples"
              onClick={() => openLayer(sampleInputFor(order.orderNo))}
            >
              {SAMPLES_TO_FILL.action}
            </Button>
          </>
        )}
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {orderActions(order).map((action) => (
            <Fragment key={action}>{button(action)}</Fragment>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
