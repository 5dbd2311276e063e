import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ProductThumb } from '@/components/product-thumb';
import { paths } from '@/config/paths';
import { formatYuan } from '@/lib/money';
import { useRecentPurchases } from '../api/get-recent-purchases';
import { WorkbenchPanel } from './workbench-panel';

/** 最近购买: the last SKUs ordered with today's price and a 再次购买 button to their detail page. */
export function RecentPurchasesPanel({ memberId }: { memberId: number }) {
  const query = useRecentPurchases(memberId);
  const items = query.data ?? [];
  return (
    <WorkbenchPanel title="最近购买" testId="recent-purchases-panel" state={query} empty={items.length === 0}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {items.map((item) => (
          <Box key={item.skuId} data-testid="recent-purchase" sx={{ display: 'flex', gap: 1.5, minWidth: 0 }}>
            <ProductThumb src={item.goodsImg} alt={item.goodsName} size={56} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography noWrap sx={{ fontSize: 14 }} title={item.goodsName}>
                {item.goodsName}
              </Typography>
              <Typography noWrap color="text.secondary" sx={{ fontSize: 12 }}>
                {item.title}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography color="error.main" sx={{ fontSize: 14, fontWeight: 600 }}>
                  {formatYuan(item.skuPrice)}
                </Typography>
                <Button
                  size="small"
                  component={RouterLink}
                  to={`${paths.goodsDetail}?skuId=${item.skuId}`}
                  sx={{ minWidth: 0, px: 1 }}
                >
                  再次购买
                </Button>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </WorkbenchPanel>
  );
}
