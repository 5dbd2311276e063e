import type { CartGroup, ModifyGoodsQtyRequest } from '@seqportal/contract';
import { setQuantity } from '../lib/cart-selection';
import { sendCartWrite, useCartWrite } from './cart-mutation';

export function modifyGoodsQty(request: ModifyGoodsQtyRequest): Promise<boolean> {
  return sendCartWrite('ModifyGoodsQty', request);
}

export function useModifyGoodsQty(userId: number | null) {
  return useCartWrite(userId, modifyGoodsQty, (groups: CartGroup[], request: ModifyGoodsQtyRequest) =>
    setQuantity(groups, request.skuId, request.goodsCount),
  );
}
