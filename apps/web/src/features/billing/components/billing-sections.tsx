import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { BillingOverview, BuyPieSlice, Contract, OrderStatusCount } from '@seqportal/contract';
import type { ReactNode } from 'react';
import { topSlices } from '../lib/pie-slices';

export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 1.5, md: 2.5 }, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** A failed query: its message and a retry, in place of the section's content. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Box sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }} role="alert">
      {what}加载失败
      <Button size="small" onClick={onRetry} sx={{ ml: 1 }}>
        重新加载
      </Button>
    </Box>
  );
}

export function ContractChips({
  contracts,
  selected,
  onSelect,
}: {
  contracts: Contract[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="contract-chips">
      <Chip
        label="全部合同"
        color={selected === null ? 'primary' : 'default'}
        variant={selected === null ? 'filled' : 'outlined'}
        onClick={() => onSelect(null)}
      />
      {contracts.map((contract) => (
        <Chip
          key={contract.id}
          label={`${contract.name}（${contract.contractID__c}）`}
          color={selected === contract.id ? 'primary' : 'default'}
          variant={selected === contract.id ? 'filled' : 'outlined'}
          onClick={() => onSelect(contract.id)}
          sx={{ maxWidth: '100%' }}
        />
      ))}
    </Box>
  );
}

const CARDS: ReadonlyArray<{ key: keyof BillingOverview; label: string }> = [
  { key: 'total', label: '总费用' },
  { key: 'completed', label: '已完成' },
  { key: 'progress', label: '进行中' },
  { key: 'balance', label: '可用额度' },
];

export function OverviewCards({ overview }: { overview: BillingOverview | undefined }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 1.5 }}
      data-testid="billing-overview"
    >
      {CARDS.filter((card) => !overview || card.key !== 'balance' || overview.balance !== null).map((card) => (
        <Box key={card.key} sx={{ bgcolor: 'surface.subtle', borderRadius: 1.5, p: 1.5, minWidth: 0 }}>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{card.label}（元）</Typography>
          {overview ? (
            <Typography
              sx={{ fontSize: 20, fontWeight: 600, overflowWrap: 'anywhere' }}
              data-testid={`overview-${card.key}`}
            >
              {overview[card.key]}
            </Typography>
          ) : (
            <Skeleton width="70%" height={30} />
          )}
        </Box>
      ))}
    </Box>
  );
}

function Pie({
  title,
  data,
  loading,
  testId,
}: {
  title: string;
  data: Array<{ id: string; label: string; value: number }>;
  loading: boolean;
  testId: string;
}) {
  const shown = topSlices(data.filter((slice) => slice.value > 0));
  return (
    <Box sx={{ flex: '1 1 300px', minWidth: 0 }} data-testid={testId}>
      <Typography sx={{ fontSize: 14, fontWeight: 500, mb: 1 }}>{title}</Typography>
      {loading ? (
        <Skeleton variant="circular" width={160} height={160} />
      ) : shown.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>暂无数据</Box>
      ) : (
        <PieChart
          height={220}
          series={[{ data: shown, innerRadius: 40, paddingAngle: 1, cornerRadius: 3 }]}
          slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
        />
      )}
    </Box>
  );
}

export function BillingPies({
  buy,
  orders,
}: {
  buy: { data: BuyPieSlice[] | undefined; isPending: boolean };
  orders: { data: OrderStatusCount[] | undefined; isPending: boolean };
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Pie
        title="购买商品分布（订单数）"
        testId="buy-pie"
        loading={buy.isPending}
        data={(buy.data ?? []).map((slice) => ({ id: slice.skuCode, label: slice.skuCode, value: slice.orderCount }))}
      />
      <Pie
        title="订单状态分布"
        testId="order-pie"
        loading={orders.isPending}
        data={(orders.data ?? []).map((slice) => ({ id: slice.title, label: slice.title, value: slice.count }))}
      />
    </Box>
  );
}
