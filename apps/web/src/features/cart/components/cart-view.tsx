import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CartGroup, CartItem } from '@seqportal/contract';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { useNarrowMode } from '@/lib/use-narrow-mode';
import { useCheckoutCart } from '../api/checkout-cart';
import { useDelShoppingCart } from '../api/del-shopping-cart';
import { useShoppingCartList } from '../api/get-shopping-cart-list';
import { useModifyGoodsQty } from '../api/modify-goods-qty';
import { useModifyGoodsStatus } from '../api/modify-goods-status';
import { allItems, isAllChecked, isPartlyChecked, orderableItems, selectionSummary } from '../lib/cart-selection';
import { CartBottomBar } from './cart-bottom-bar';
import { CART_GRID_COLUMNS } from './cart-columns';
import { CartGroupSection } from './cart-group-section';
import { DeleteCartDialog } from './delete-cart-dialog';

export const CART_EMPTY_TEXT = '暂无样本';

function CartSkeleton() {
  return (
    <Box data-testid="cart-loading" aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
      {[0, 1].map((group) => (
        <Paper key={group} variant="outlined" sx={{ borderRadius: 2, p: 2 }}>
          <Skeleton width={180} />
          {[0, 1].map((row) => (
            <Box key={row} sx={{ display: 'flex', gap: 2, mt: 2 }}>
              <Skeleton variant="rounded" width={72} height={72} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="50%" />
                <Skeleton width="30%" />
              </Box>
            </Box>
          ))}
        </Paper>
      ))}
    </Box>
  );
}

function CartEmpty() {
  return (
    <Paper
      variant="outlined"
      data-testid="cart-empty"
      sx={{ borderRadius: 2, py: 10, textAlign: 'center', color: 'text.secondary' }}
    >
      <ShoppingBagOutlinedIcon sx={{ fontSize: 64, color: 'text.placeholder' }} />
      <Typography sx={{ mt: 1, fontSize: 16 }}>{CART_EMPTY_TEXT}</Typography>
      <Button component={RouterLink} to={paths.allGoods} variant="contained" sx={{ mt: 2.5 }}>
        去挑选服务
      </Button>
    </Paper>
  );
}

function HeaderRow({ groups, onToggleAll }: { groups: CartGroup[]; onToggleAll: (checked: boolean) => void }) {
  const cellSx = { fontSize: 13, color: 'text.secondary', textAlign: 'center' } as const;
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: CART_GRID_COLUMNS,
        alignItems: 'center',
        px: 1,
        py: 0.5,
        mb: 1.5,
        borderRadius: 2,
      }}
    >
      <Checkbox
        checked={isAllChecked(groups)}
        indeterminate={isPartlyChecked(groups)}
        onChange={(event) => onToggleAll(event.target.checked)}
        slotProps={{ input: { 'aria-label': '全选' } }}
        size="small"
        data-testid="cart-select-all"
      />
      <Typography sx={{ ...cellSx, textAlign: 'left' }}>全选 · 商品信息</Typography>
      <Typography sx={cellSx}>单价</Typography>
      <Typography sx={cellSx}>数量</Typography>
      <Typography sx={cellSx}>小计</Typography>
      <Typography sx={cellSx}>操作</Typography>
    </Paper>
  );
}

/**
 * /shop_cart (spec part 1 sections 2 and 4): the sample box grouped by contract with select all, per contract
 * and per item, the quantity stepper, delete, the bottom bar and checkout. Visitors get the login prompt.
 */
export function CartView() {
  const { user, isLoading } = useSession();
  const userId = user?.id ?? null;
  const narrow = useNarrowMode();
  const navigate = useNavigate();
  const openLayer = useOpenLayer();
  const list = useShoppingCartList(userId);
  const status = useModifyGoodsStatus(userId);
  const quantity = useModifyGoodsQty(userId);
  const remove = useDelShoppingCart(userId);
  const checkout = useCheckoutCart();
  const [pendingDelete, setPendingDelete] = useState<readonly CartItem[] | null>(null);

  const groups = list.data ?? [];
  const summary = selectionSummary(groups);
  const toggle = (skuIds: number[], checked: boolean): void => {
    if (skuIds.length > 0) status.mutate({ skuIds, checked });
  };

  const onCheckout = (): void => {
    checkout.mutate(undefined, {
      onSuccess: (result) => {
        if (result.kind === 'ordered') {
          void navigate(withQuery(paths.generateOrder, { orderNo: result.orderNo, skuIds: result.skuIds.join(',') }));
        }
        if (result.kind === 'settings-missing') openLayer(paths.buyError);
      },
    });
  };

  let content;
  if (isLoading || list.isPending) {
    content = <CartSkeleton />;
  } else if (list.isError) {
    content = (
      <Paper
        variant="outlined"
        role="alert"
        sx={{ borderRadius: 2, py: 8, textAlign: 'center', color: 'text.secondary' }}
      >
        <Typography>样本箱加载失败，请稍后重试</Typography>
        <Button variant="outlined" size="small" onClick={() => void list.refetch()} sx={{ mt: 2 }}>
          重新加载
        </Button>
      </Paper>
    );
  } else if (groups.length === 0) {
    content = <CartEmpty />;
  } else {
    content = (
      <>
        {!narrow && (
          <HeaderRow
            groups={groups}
            onToggleAll={(checked) =>
              toggle(
                orderableItems(allItems(groups)).map((item) => item.skuid),
                checked,
              )
            }
          />
        )}
        {groups.map((group) => (
          <CartGroupSection
            key={`${group.contractId ?? 'none'}-${group.contractName}`}
            group={group}
            narrow={narrow}
            onToggleGroup={(target, checked) =>
              toggle(
                orderableItems(target.cart).map((item) => item.skuid),
                checked,
              )
            }
            onToggle={(item, checked) => toggle([item.skuid], checked)}
            onQuantity={(item, qty) => quantity.mutate({ goodsCount: qty, skuId: item.skuid, goodsId: item.goodsid })}
            onDelete={(item) => setPendingDelete([item])}
          />
        ))}
        <CartBottomBar
          allChecked={isAllChecked(groups)}
          partlyChecked={isPartlyChecked(groups)}
          summary={summary}
          narrow={narrow}
          checkingOut={checkout.isPending}
          onToggleAll={(checked) =>
            toggle(
              orderableItems(allItems(groups)).map((item) => item.skuid),
              checked,
            )
          }
          onDeleteSelected={() => setPendingDelete(allItems(groups).filter((item) => item.isChecked))}
          onCheckout={onCheckout}
        />
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: 6 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 2 }}>
        <Typography component="h1" sx={{ fontSize: 22, fontWeight: 600 }}>
          样本箱
        </Typography>
        {groups.length > 0 && (
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }} data-testid="cart-line-count">
            共 {allItems(groups).length} 件商品
          </Typography>
        )}
      </Box>
      {content}
      <DeleteCartDialog
        items={pendingDelete}
        deleting={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={(items) => {
          remove.mutate(items, { onSettled: () => setPendingDelete(null) });
        }}
      />
    </Container>
  );
}
