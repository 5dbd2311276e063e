import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { CartItem } from '@seqportal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { MarketingTags } from '@/components/marketing-tags';
import { ProductThumb } from '@/components/product-thumb';
import { paths, withQuery } from '@/config/paths';
import { formatYuan } from '@/lib/money';
import { isOrderable } from '../lib/cart-selection';
import { CART_GRID_COLUMNS } from './cart-columns';
import { CartStepper } from './cart-stepper';

export interface CartItemRowProps {
  item: CartItem;
  narrow: boolean;
  onToggle: (item: CartItem, checked: boolean) => void;
  onQuantity: (item: CartItem, qty: number) => void;
  onDelete: (item: CartItem) => void;
}

/** A palette path for sx. */
const PRICE_COLOR = 'commerce.price';

/** A line that went off sale or left the contract scope stays visible (so it can be deleted) but cannot be bought. */
export const UNAVAILABLE_TEXT = '该商品已失效或不在合同范围内，无法下单';

/** One sample-box line: tick, picture, name and spec, unit price, stepper, line total and delete. */
export function CartItemRow({ item, narrow, onToggle, onQuantity, onDelete }: CartItemRowProps) {
  const detailHref = withQuery(paths.goodsDetail, { skuId: item.skuid });
  const orderable = isOrderable(item);
  const checkbox = (
    <Checkbox
      checked={orderable && item.isChecked}
      disabled={!orderable}
      onChange={(event) => onToggle(item, event.target.checked)}
      slotProps={{ input: { 'aria-label': `选择 ${item.proname}` } }}
      size="small"
    />
  );
  const info = (
    <Box sx={{ display: 'flex', gap: 1.5, minWidth: 0, alignItems: 'flex-start' }}>
      <RouterLink to={detailHref} aria-hidden tabIndex={-1}>
        <ProductThumb src={item.pic} alt={item.proname} size={narrow ? 64 : 72} />
      </RouterLink>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={RouterLink}
          to={detailHref}
          data-testid="cart-item-name"
          sx={{
            fontSize: 14,
            fontWeight: 500,
            color: 'text.primary',
            textDecoration: 'none',
            '&:hover': { color: 'primary.main' },
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {item.proname}
        </Typography>
        {item.skuname && (
          <Typography sx={{ mt: 0.5, fontSize: 12, color: 'text.secondary' }}>规格：{item.skuname}</Typography>
        )}
        {!orderable && (
          <Typography data-testid="cart-item-unavailable" sx={{ mt: 0.5, fontSize: 12, color: 'error.main' }}>
            {UNAVAILABLE_TEXT}
          </Typography>
        )}
        <MarketingTags tags={item.marketingAttribute} />
      </Box>
    </Box>
  );
  const stepper = (
    <CartStepper value={item.qty} onCommit={(qty) => onQuantity(item, qty)} label={`${item.proname} 数量`} />
  );
  const remove = (
    <Button size="small" color="inherit" onClick={() => onDelete(item)} sx={{ color: 'text.secondary', minWidth: 0 }}>
      删除
    </Button>
  );
  const lineTotal = (
    <Typography data-testid="cart-item-total" sx={{ color: PRICE_COLOR, fontWeight: 600, fontSize: 15 }}>
      {formatYuan(item.newSumSales)}
    </Typography>
  );

  if (narrow) {
    return (
      <Box
        data-testid="cart-item"
        sx={{
          display: 'grid',
          gridTemplateColumns: '40px minmax(0, 1fr)',
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ pt: 1.5 }}>{checkbox}</Box>
        <Box sx={{ minWidth: 0 }}>
          {info}
          <Box
            sx={{
              mt: 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              flexWrap: 'wrap',
            }}
          >
            <Box>
              <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>单价 {formatYuan(item.newPrice)}</Typography>
              {lineTotal}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {stepper}
              {remove}
            </Box>
          </Box>
        </Box>
      </Box>
    );
  }
  return (
    <Box
      data-testid="cart-item"
      sx={{
        display: 'grid',
        gridTemplateColumns: CART_GRID_COLUMNS,
        alignItems: 'center',
        px: 1,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: orderable && item.isChecked ? 'surface.selectedRow' : 'transparent',
        opacity: orderable ? 1 : 0.75,
      }}
    >
      <Box>{checkbox}</Box>
      {info}
      <Typography sx={{ fontSize: 14, textAlign: 'center' }}>{formatYuan(item.newPrice)}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>{stepper}</Box>
      <Box sx={{ textAlign: 'center' }}>{lineTotal}</Box>
      <Box sx={{ textAlign: 'center' }}>{remove}</Box>
    </Box>
  );
}
