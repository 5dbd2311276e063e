import type { CartGroup, ModifyGoodsStatusRequest } from '@seqportal/contract';
import { setChecked } from '../lib/cart-selection';
import { sendCartWrite, useCartWrite } from './cart-mutation';

export interface GoodsStatusChange {
  skuIds: number[];
  checked: boolean;
}

export function modifyGoodsStatus({ skuIds, checked }: GoodsStatusChange): Promise<boolean> {
  const request: ModifyGoodsStatusRequest = { skuIds: skuIds.join(','), status: checked ? 1 : 0 };
  return sendCartWrite('ModifyGoodsStatus', request);
}

/** Ticks or unticks items (one, a contract's, or all); the server keeps the selection for checkout. */
export function useModifyGoodsStatus(userId: number | null) {
  return useCartWrite(userId, modifyGoodsStatus, (groups: CartGroup[], change: GoodsStatusChange) =>
    setChecked(groups, change.skuIds, change.checked),
  );
}
