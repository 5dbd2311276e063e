import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useCartCount } from '../api/get-cart-count';

// A data-* key is not a declared prop of the badge slot, so it is passed through a widened object.
const badgeSlotProps: Record<string, string> = { 'data-testid': 'shell-cart-badge' };

/** The sample-box (样本箱, the cart) entry with its item count. */
export function CartLink({ compact = false }: { compact?: boolean }) {
  const { user } = useSession();
  const count = useCartCount(user?.id ?? null);
  const badge = (
    <Badge badgeContent={count} showZero max={99} color="secondary" slotProps={{ badge: badgeSlotProps }}>
      <ShoppingBagOutlinedIcon />
    </Badge>
  );
  if (compact) {
    return (
      <IconButton component={RouterLink} to={paths.shopCart} aria-label={`样本箱，${count} 件`} color="primary">
        {badge}
      </IconButton>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={paths.shopCart}
      variant="outlined"
      aria-label={`样本箱，${count} 件`}
      startIcon={badge}
      sx={{ flexShrink: 0, px: 2.5, py: 1, borderRadius: 2, gap: 1, whiteSpace: 'nowrap' }}
    >
      样本箱
    </Button>
  );
}
