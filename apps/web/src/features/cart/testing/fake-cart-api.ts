import type { ApiEnvelope, CartGroup, UserInfo } from '@seqportal/contract';
import { envelope, recording, type ApiHandler, type RecordedCall } from '@/testing/stub-api';
import { removeItems, setChecked, setQuantity } from '../lib/cart-selection';
import { TEST_MEMBER } from '@/testing/test-member';

export const CART_API = {
  memberInfo: '/api/NewPersonalCenter/GetMemberInfo',
  list: '/api/NewShoppingCart/ShoppingCartList',
  count: '/api/NewShoppingCart/GetShoppingCartCount',
  qty: '/api/NewShoppingCart/ModifyGoodsQty',
  status: '/api/ShoppingCart/ModifyGoodsStatus',
  remove: '/api/NewShoppingCart/DelShoppingCart',
  buyList: '/api/NewShoppingCart/ShoppingCartBuyList',
  submit: '/api/NewOrder/SubmitOrder',
} as const;

export const CART_MEMBER: UserInfo = { ...TEST_MEMBER, balance: '500000.00' };

export { signInTestMember as signInCustomer } from '@/testing/test-member';

export type { RecordedCall };

/** An in-memory sample box behind the real API client; writes change it as the server would and are recorded. */
export function fakeCartApi(
  initial: CartGroup[],
  options: { override?: Partial<Record<string, () => ApiEnvelope<unknown>>> } = {},
) {
  let groups = initial;
  const calls: RecordedCall[] = [];
  const record = (path: string, answer: (call: RecordedCall) => ApiEnvelope<unknown>): ApiHandler =>
    recording(calls, path, (call) => options.override?.[path]?.() ?? answer(call));
  const handlers: Record<string, ApiHandler> = {
    [CART_API.memberInfo]: () => envelope(CART_MEMBER),
    [CART_API.list]: () => envelope({ cart: { newShowList: groups, listPro: groups.flatMap((group) => group.cart) } }),
    [CART_API.count]: () => envelope({ count: groups.flatMap((group) => group.cart).length }),
    [CART_API.status]: record(CART_API.status, ({ body }) => {
      const skuIds = String(body.skuIds).split(',').map(Number);
      groups = setChecked(groups, skuIds, body.status === 1);
      return envelope(null);
    }),
    [CART_API.qty]: record(CART_API.qty, ({ body }) => {
      groups = setQuantity(groups, Number(body.skuId), Number(body.goodsCount));
      return envelope(null, 0, '修改成功');
    }),
    [CART_API.remove]: record(CART_API.remove, ({ body }) => {
      groups = removeItems(groups, String(body.chooseSkuID).split(',').map(Number));
      return envelope(null, 0, '删除成功');
    }),
    [CART_API.buyList]: record(CART_API.buyList, () => {
      const chosen = groups
        .map((group) => ({ ...group, cart: group.cart.filter((item) => item.isChecked) }))
        .filter((group) => group.cart.length > 0);
      return envelope({ list: chosen, totalPrice: '0.00' });
    }),
    [CART_API.submit]: record(CART_API.submit, () => envelope({ code: 0, message: '成功', orderNo: 'SO202503010001' })),
  };
  return {
    handlers,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    get groups() {
      return groups;
    },
  };
}
