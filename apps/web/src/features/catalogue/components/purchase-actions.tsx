import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CartType, type PropertyTypeValue } from '@seqportal/contract';
import { useNavigate } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { useAddShoppingCart } from '../api/add-shopping-cart';
import { useBuyNow } from '../api/buy-now';

export interface PurchaseActionsProps {
  skuId: number;
  qty: number;
  propertyType: PropertyTypeValue;
  contractId?: number;
}

/**
 * 立即购买 and 加入样本箱. Both need a login: visitors get the /need_login layer over the page. Buy now adds
 * with cartType 2, creates the order and goes to /generate_order; order settings missing (182) opens /buy_error.
 */
export function PurchaseActions({ skuId, qty, propertyType, contractId }: PurchaseActionsProps) {
  const { isLoggedIn, isLoading } = useSession();
  const openLayer = useOpenLayer();
  const navigate = useNavigate();
  const addToCart = useAddShoppingCart();
  const buyNow = useBuyNow();
  const busy = addToCart.isPending || buyNow.isPending;

  // A stored token still being checked gets the benefit of the doubt; the API answers 100 if it is dead.
  const guarded = (action: () => void) => () => {
    if (!isLoggedIn && !isLoading) {
      openLayer(paths.needLogin);
      return;
    }
    action();
  };

  const onBuyNow = guarded(() =>
    buyNow.mutate(
      { skuId, qty, propertyType, contractId },
      {
        onSuccess: (result) => {
          if (result.kind === 'ordered')
            void navigate(withQuery(paths.generateOrder, { orderNo: result.orderNo, skuIds: skuId }));
          if (result.kind === 'settings-missing') openLayer(paths.buyError);
        },
      },
    ),
  );
  const onAddToCart = guarded(() => addToCart.mutate({ skuId, cartType: CartType.Cart, propertyType, qty }));

  return (
    <Box data-testid="purchase-actions" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        size="large"
        disabled={busy}
        onClick={onBuyNow}
        sx={{ minWidth: 150, py: 1.25, bgcolor: 'commerce.purchase', '&:hover': { bgcolor: 'commerce.purchaseHover' } }}
      >
        立即购买
      </Button>
      <Button
        variant="outlined"
        size="large"
        disabled={busy}
        onClick={onAddToCart}
        startIcon={<AddShoppingCartIcon />}
        sx={{ minWidth: 150, py: 1.25 }}
      >
        加入样本箱
      </Button>
    </Box>
  );
}
