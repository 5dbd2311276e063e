import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CartGroup, CartItem } from '@seqportal/contract';
import { groupTitle, isGroupChecked, isGroupPartlyChecked } from '../lib/cart-selection';
import { CartItemRow, type CartItemRowProps } from './cart-item-row';

export interface CartGroupSectionProps extends Omit<CartItemRowProps, 'item'> {
  group: CartGroup;
  onToggleGroup: (group: CartGroup, checked: boolean) => void;
}

/** The items priced under one contract (or none), with the contract's own select box. */
export function CartGroupSection({ group, onToggleGroup, narrow, ...rowProps }: CartGroupSectionProps) {
  const title = groupTitle(group);
  return (
    <Paper variant="outlined" data-testid="cart-group" sx={{ borderRadius: 2, overflow: 'hidden', mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.75, bgcolor: 'surface.header' }}>
        <Checkbox
          checked={isGroupChecked(group)}
          indeterminate={isGroupPartlyChecked(group)}
          onChange={(event) => onToggleGroup(group, event.target.checked)}
          slotProps={{ input: { 'aria-label': `选择 ${title} 的全部商品` } }}
          size="small"
        />
        <DescriptionOutlinedIcon sx={{ fontSize: 18, color: 'primary.light' }} />
        <Typography data-testid="cart-group-title" sx={{ fontSize: 14, fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography sx={{ fontSize: 12, color: 'text.secondary', ml: 1 }}>{group.cart.length} 件商品</Typography>
      </Box>
      <Box sx={{ px: narrow ? 1 : 0 }}>
        {group.cart.map((item: CartItem) => (
          <CartItemRow key={item.skuid} item={item} narrow={narrow} {...rowProps} />
        ))}
      </Box>
    </Paper>
  );
}
