import { describe, expectTypeOf, it } from 'vitest';
import type { PlaceOrderResponse } from '@seqportal/contract';
import { routeData, routeRequest } from './api-client';

/**
 * Checked by `tsc` (the web typecheck, which covers test files): each `@ts-expect-error` below must meet an error,
 * so a wrong body, a body for a route that takes none, or a misread answer failing to compile is itself tested.
 * The calls sit in functions that are never run.
 */
function wrongCalls() {
  // @ts-expect-error SubmitOrder's body is a SubmitOrderRequest, not a cart item.
  void routeRequest('SubmitOrder', { body: { skuId: 1, qty: 2 } });
  // @ts-expect-error SubmitOrder takes a body: calling it without one does not compile.
  void routeRequest('SubmitOrder', {});
  // @ts-expect-error OrderList takes a query and no body.
  void routeData('OrderList', { query: { status: 0, page: 1, pageSize: 10 }, body: { orderNo: 'x' } });
  void routeData('SubmitOrder', { body: { type: 2, propertyType: 0, skuList: [] } }).then((answer) => {
    // @ts-expect-error SubmitOrder answers a PlaceOrderResponse, which has no `list`.
    return answer.list;
  });
}

describe('typed route calls', () => {
  it('types the answer by the route key', () => {
    expectTypeOf(routeData<'SubmitOrder'>).returns.resolves.toEqualTypeOf<PlaceOrderResponse>();
    expectTypeOf(wrongCalls).toBeFunction();
  });
});
