import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_TABS, type Order } from '@seqportal/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@/lib/auth';
import { useNarrowMode } from '@/lib/use-narrow-mode';
import { useAddExpress } from '../api/add-express';
import { useCancelOrder } from '../api/cancel-order';
import { useOrderList } from '../api/get-order-list';
import { orderListSearch, readOrderListParams, type OrderListParams } from '../lib/order-list-params';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ExpressDialog } from './express-dialog';
import { OrderCard } from './order-card';
import { OrderEmpty } from './order-states';

export const MY_ORDER_TITLE = '我的订单';

/**
 * /my_order?status&page&pageSize (spec part 1 sections 2 and 4): the status tabs, each order with its buttons,
 * cancel with confirmation, the express-number dialog, and pagination kept in the URL so Back and reload work.
 */
export function MyOrderView() {
  const { user } = useSession();
  const narrow = useNarrowMode();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readOrderListParams(searchParams);
  const list = useOrderList(user?.id ?? null, params.status, params.page, params.pageSize);
  const cancel = useCancelOrder();
  const express = useAddExpress();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [expressFor, setExpressFor] = useState<Order | null>(null);

  const go = (next: Partial<OrderListParams>): void => {
    setSearchParams(orderListSearch({ ...params, ...next }));
  };

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.totalCount / params.pageSize)) : 1;

  let content;
  if (list.isPending) {
    content = (
      <Box data-testid="order-list-loading" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={150} sx={{ mb: 2 }} />
        ))}
      </Box>
    );
  } else if (list.isError) {
    content = <OrderEmpty text="订单加载失败，请稍后重试" onRetry={() => void list.refetch()} />;
  } else if (!data || data.list.length === 0) {
    content = <OrderEmpty text="暂无订单" />;
  } else {
    content = (
      <Box data-testid="order-list" sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {data.list.map((order) => (
          <OrderCard
            key={order.orderNo}
            order={order}
            narrow={narrow}
            onCancel={setCancelling}
            onExpress={setExpressFor}
          />
        ))}
        {pageCount > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
            <Pagination
              count={pageCount}
              page={Math.min(params.page, pageCount)}
              onChange={(_event, page) => go({ page })}
              color="primary"
              shape="rounded"
              data-testid="order-pagination"
            />
          </Box>
        )}
      </Box>
    );
  }

  return (
    <Box sx={{ minWidth: 0 }}>
      <Paper variant="outlined" sx={{ borderRadius: 2, px: { xs: 1, md: 2 }, pt: 1.5, mb: 2 }}>
        <Typography component="h1" sx={{ fontSize: 18, fontWeight: 600, px: 1 }}>
          {MY_ORDER_TITLE}
        </Typography>
        <Tabs
          value={params.status}
          onChange={(_event, status: OrderListParams['status']) => go({ status, page: 1 })}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mt: 0.5 }}
        >
          {ORDER_STATUS_TABS.map((tab) => (
            <Tab key={tab.status} value={tab.status} label={tab.label} data-testid={`order-tab-${tab.status}`} />
          ))}
        </Tabs>
      </Paper>
      {content}
      {data && data.totalCount > 0 && (
        <Typography
          sx={{ textAlign: 'center', fontSize: 12, color: 'text.secondary', mt: 1 }}
          data-testid="order-count"
        >
          共 {data.totalCount} 个订单
        </Typography>
      )}
      <CancelOrderDialog
        order={cancelling}
        cancelling={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={(order) => cancel.mutate({ orderid: order.id }, { onSettled: () => setCancelling(null) })}
      />
      <ExpressDialog
        order={expressFor}
        saving={express.isPending}
        onClose={() => setExpressFor(null)}
        onSave={(order, expressorder) =>
          express.mutate({ expressorder, orderid: order.id }, { onSuccess: (ok) => ok && setExpressFor(null) })
        }
      />
    </Box>
  );
}
