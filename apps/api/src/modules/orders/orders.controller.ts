import { BodyLimit, SAMPLE_LIST_BODY_LIMITS } from '../../common/http/body-guard.js';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  routes,
  type DeliveryLab,
  type GoodsIsPayResponse,
  type ListResponse,
  type Order,
  type OrderDetailsResponse,
} from '@seqportal/contract';
import { CustomerOnly } from '../../common/auth/customer-auth.guard.js';
import { RequireMemberPermission } from '../../common/auth/member-permission.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { ApiResult } from '../../common/http/api-result.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiIdempotencyKey, IdempotencyKey } from '../../common/idempotency/idempotency-key.decorator.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { UserInputError } from '../../common/errors/domain-errors.js';
import { parseIdList } from '../cart/helpers/id-list.js';
import { CustomerOrdersService } from './customer-orders.service.js';
import { DeliveryLabsService } from './delivery-labs.service.js';
import {
  AddExpressQueryDto,
  DeliveryLabsQueryDto,
  OrderIdQueryDto,
  OrderListQueryDto,
  OrderNoQueryDto,
} from './dto/order-queries.dto.js';
import {
  DeliveryLabDto,
  GoodsIsPayResponseDto,
  OrderDetailsResponseDto,
  OrderListResponseDto,
  PayOrderResponseDto,
  PlaceOrderResponseDto,
} from './dto/order-responses.dto.js';
import { PayOrderDto } from './dto/pay-order.dto.js';
import { SubmitOrderDto } from './dto/submit-order.dto.js';
import { PayOrderService } from './pay-order.service.js';
import { SubmitOrderService } from './submit-order.service.js';

/** Creating and placing orders, my orders, and the delivery labs the confirmation page offers. */
@ApiTags('orders')
@Controller()
@CustomerOnly()
export class OrdersController {
  constructor(
    private readonly submitOrder: SubmitOrderService,
    private readonly payOrder: PayOrderService,
    private readonly orders: CustomerOrdersService,
    private readonly deliveryLabs: DeliveryLabsService,
  ) {}

  @Post(routePath('SubmitOrder'))
  // A sub-account orders only with the permission its main account granted (business management).
  @RequireMemberPermission('order')
  @HttpCode(200)
  @ApiIdempotencyKey()
  @ApiOperation({
    summary: routes.SubmitOrder.summary,
    description:
      '创建待付款订单（状态1）。价格由服务端计算：合同价（指定 contractId 时为该合同），否则销售价；合同客户只能订购合同内商品（184）。' +
      '传 orderAdress（样本箱结算）时从样本箱移除所下商品；立即购买的商品总会移除。' +
      '子账号须有主账号授予的下单权限，否则 403 您没有下单权限，请联系主账号开通。',
  })
  @ApiEnvelopeResponse(PlaceOrderResponseDto)
  // An order may carry its whole sample list (up to 5,000 rows).
  @BodyLimit(SAMPLE_LIST_BODY_LIMITS)
  submit(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Body() dto: SubmitOrderDto,
    @IdempotencyKey() key: string | undefined,
  ): Promise<PlaceOrderResponseDto> {
    return this.submitOrder.submit(customer, dto, key);
  }

  @Post(routePath('PayOrder'))
  @RequireMemberPermission('order')
  @HttpCode(200)
  @ApiIdempotencyKey()
  @ApiOperation({
    summary: routes.PayOrder.summary,
    description:
      '校验顺序：订单（404/422）→ 派送地址 → 服务协议 → 上门取样时的取样时间（必填、晚于当前整点、8-16点、今明两天）→ 取样地址 → 下单设置（182）' +
      ' → 商品仍可下单（否则 msg=客服）→ 未付款上限（186）→ 授信额度（185，confirmCredit=true 时仍下单并标记待PM处理）。',
  })
  @ApiEnvelopeResponse(PayOrderResponseDto)
  async pay(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Body() dto: PayOrderDto,
    @IdempotencyKey() key: string | undefined,
  ) {
    return new ApiResult(await this.payOrder.pay(customer, dto, key), '下单成功');
  }

  @Post(routePath('CancelOrder'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.CancelOrder.summary, description: '仅待付款（状态1）的订单可取消。' })
  @ApiEnvelopeResponse(null)
  async cancel(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: OrderIdQueryDto) {
    await this.orders.cancel(customer, query.orderid);
    return new ApiResult(null, '取消成功');
  }

  @Get(routePath('OrderList'))
  @ApiOperation({ summary: routes.OrderList.summary, description: 'status 0 为全部；按下单时间倒序。' })
  @ApiEnvelopeResponse(OrderListResponseDto)
  list(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: OrderListQueryDto,
  ): Promise<ListResponse<Order>> {
    return this.orders.list(customer, query);
  }

  @Post(routePath('orderDetails'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.orderDetails.summary })
  @ApiEnvelopeResponse(OrderDetailsResponseDto)
  async details(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: OrderNoQueryDto,
  ): Promise<OrderDetailsResponse> {
    return { postOk: true, list: [await this.orders.detail(customer, query.orderNo)] };
  }

  @Post(routePath('addexpress'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.addexpress.summary, description: '仅待收样（状态2）的订单；成功后清除 isExpress。' })
  @ApiEnvelopeResponse(null)
  async addExpress(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: AddExpressQueryDto) {
    await this.orders.addExpress(customer, query.orderid, query.expressorder);
    return new ApiResult(null, '修改成功');
  }

  @Get(routePath('GoodsIsPay'))
  @ApiOperation({ summary: routes.GoodsIsPay.summary })
  @ApiEnvelopeResponse(GoodsIsPayResponseDto)
  async goodsIsPay(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: OrderNoQueryDto,
  ): Promise<GoodsIsPayResponse> {
    return { isPay: await this.orders.isPay(customer, query.orderNo) };
  }

  @Get(routePath('GetDeliveryLabs'))
  @ApiOperation({ summary: routes.GetDeliveryLabs.summary, description: '能承接全部所选商品的实验室（派送地址）。' })
  @ApiEnvelopeResponse(DeliveryLabDto, { isArray: true })
  labs(@Query() query: DeliveryLabsQueryDto): Promise<DeliveryLab[]> {
    const skuIds = parseIdList(query.skuIds);
    if (skuIds === null || skuIds.length === 0) throw new UserInputError('请选择商品');
    return this.deliveryLabs.forSkus(skuIds);
  }
}
