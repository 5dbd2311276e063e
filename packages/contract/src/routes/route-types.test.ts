import { describe, expectTypeOf, it } from 'vitest';
import type {
  ListResponse,
  Order,
  OrderListQuery,
  ParseSampleExcelResult,
  PayOrderRefusal,
  PayOrderRequest,
  PlaceOrderResponse,
  SampleSubmissionRefusal,
  SubmitOrderRequest,
  UploadResult,
} from '../entities/index.js';
import type { RawAnswer } from './route-def.js';
import type {
  EnvelopeRouteKey,
  RouteBody,
  RouteFailure,
  RouteKey,
  RouteQuery,
  RouteResponse,
  TypedRouteKey,
} from './route-table.js';
import { routes } from './route-table.js';

// Checked by `tsc` (the contract's typecheck); at run time these only prove the table still loads.
describe('route types', () => {
  it('carries the request and answer types of a typed route', () => {
    expectTypeOf<RouteBody<'SubmitOrder'>>().toEqualTypeOf<SubmitOrderRequest>();
    expectTypeOf<RouteResponse<'SubmitOrder'>>().toEqualTypeOf<PlaceOrderResponse>();
    expectTypeOf<RouteQuery<'OrderList'>>().toEqualTypeOf<OrderListQuery>();
    expectTypeOf<RouteResponse<'OrderList'>>().toEqualTypeOf<ListResponse<Order>>();
    expectTypeOf<RouteBody<'PayOrder'>>().toEqualTypeOf<PayOrderRequest>();
    expectTypeOf<RouteFailure<'PayOrder'>>().toEqualTypeOf<PayOrderRefusal>();
  });

  it('answers never for the parts a route does not take', () => {
    expectTypeOf<RouteQuery<'SubmitOrder'>>().toBeNever();
    expectTypeOf<RouteBody<'OrderList'>>().toBeNever();
    expectTypeOf<RouteFailure<'OrderList'>>().toBeNever();
  });

  it('carries the refusal body of a route whose refusals carry data', () => {
    expectTypeOf<RouteFailure<'SubmitOrder'>>().toEqualTypeOf<SampleSubmissionRefusal>();
    expectTypeOf<RouteFailure<'ParseSampleExcel'>>().toEqualTypeOf<ParseSampleExcelResult>();
  });

  it('types a multipart upload with a FormData body', () => {
    expectTypeOf<RouteBody<'uploadExcel'>>().toEqualTypeOf<FormData>();
    expectTypeOf<RouteResponse<'uploadExcel'>>().toEqualTypeOf<UploadResult>();
  });

  it('types every route of the table', () => {
    expectTypeOf<Exclude<RouteKey, TypedRouteKey>>().toBeNever();
  });

  it('keeps files, redirects and event streams out of the envelope routes', () => {
    expectTypeOf<'GetPublicFile'>().not.toExtend<EnvelopeRouteKey>();
    expectTypeOf<'DownloadDeliveryFile'>().not.toExtend<EnvelopeRouteKey>();
    expectTypeOf<'OrderEvents'>().not.toExtend<EnvelopeRouteKey>();
    expectTypeOf<RouteResponse<'DownLoadExcel'>>().toEqualTypeOf<RawAnswer<'file'>>();
    expectTypeOf<'GetDeliveryCredential'>().toExtend<EnvelopeRouteKey>();
    expectTypeOf<RouteResponse<'GetDeliveryCredential'>>().toEqualTypeOf<string>();
  });

  it('lists typed routes among the typed keys', () => {
    expectTypeOf<'SubmitOrder'>().toExtend<TypedRouteKey>();
    expectTypeOf(routes.SubmitOrder.path).toEqualTypeOf<'/api/NewOrder/SubmitOrder'>();
  });
});
