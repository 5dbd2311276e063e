import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCustomProducts } from '../api/get-custom-products';
import { WorkbenchPanel } from './workbench-panel';

/** 定制产品: the contract's products with the samples ordered; anything else is asked for through /kefu. */
export function CustomProductsPanel({ memberId }: { memberId: number }) {
  const query = useCustomProducts(memberId);
  const items = query.data ?? [];
  return (
    <WorkbenchPanel
      title="定制产品"
      testId="custom-products-panel"
      state={query}
      empty={items.length === 0}
      emptyText="暂无定制产品，可联系客服定制"
      action={
        <Button size="small" variant="outlined" component={RouterLink} to={paths.kefu}>
          联系客服
        </Button>
      }
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            data-testid="custom-product"
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography noWrap sx={{ fontSize: 14, minWidth: 0 }} title={item.name}>
              {item.name}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: 13, whiteSpace: 'nowrap' }}>
              已下单 {item.count} 个样本
            </Typography>
          </Box>
        ))}
      </Box>
    </WorkbenchPanel>
  );
}
