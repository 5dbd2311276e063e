import type { CartGroup, CartItem, DelShoppingCartRequest } from '@seqportal/contract';
import { notifier } from '@/lib/notifier';
import { removeItems } from '../lib/cart-selection';
import { sendCartWrite, useCartWrite } from './cart-mutation';

/**
 * DelShoppingCart takes the legacy fields: `ids` are the lines' own ids, `chooseSkuID` their skus; isPlus and
 * actID come from the first line, as the old client sent them, and matter only for promotion lines.
 */
export function deleteRequestFor(items: readonly CartItem[]): DelShoppingCartRequest {
  return {
    ids: items.map((item) => item.id).join(','),
    isPlus: items[0]?.isPlus ?? false,
    actID: items[0]?.actID ?? 0,
    chooseSkuID: items.map((item) => item.skuid).join(','),
  };
}

export async function delShoppingCart(items: readonly CartItem[]): Promise<boolean> {
  const ok = await sendCartWrite('DelShoppingCart', deleteRequestFor(items));
  if (ok) notifier.success('删除成功');
  return ok;
}

export function useDelShoppingCart(userId: number | null) {
  return useCartWrite(userId, delShoppingCart, (groups: CartGroup[], items: readonly CartItem[]) =>
    removeItems(
      groups,
      items.map((item) => item.skuid),
    ),
  );
}
