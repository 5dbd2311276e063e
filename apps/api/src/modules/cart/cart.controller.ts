import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CartType, routes, type AddToCartResponse, type CartCountResponse } from '@seqportal/contract';
import { CustomerOnly } from '../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { ApiResult } from '../../common/http/api-result.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { CartService } from './cart.service.js';
import {
  AddToCartDto,
  DelShoppingCartDto,
  ModifyGoodsQtyDto,
  ModifyGoodsStatusDto,
  ShoppingCartBuyListQueryDto,
} from './dto/cart-requests.dto.js';
import {
  AddToCartResponseDto,
  CartCountResponseDto,
  ShoppingCartBuyListResponseDto,
  ShoppingCartListResponseDto,
} from './dto/cart-responses.dto.js';

const POST_OK: AddToCartResponse = { postOk: true };

/** The sample box: lines grouped by the contract whose price applies, quantities, ticks and checkout list. */
@ApiTags('cart')
@Controller()
@CustomerOnly()
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Post(routePath('AddShoppingCart'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.AddShoppingCart.summary,
    description:
      '已在样本箱中的商品数量累加。合同客户只能加入合同范围内的商品（184）。cartType 2 替换上一次的立即购买商品。',
  })
  @ApiEnvelopeResponse(AddToCartResponseDto)
  async add(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: AddToCartDto) {
    await this.cart.add(customer, dto);
    return new ApiResult(POST_OK, dto.cartType === CartType.Cart ? '加入成功' : '成功');
  }

  @Get(routePath('ShoppingCartList'))
  @ApiOperation({
    summary: routes.ShoppingCartList.summary,
    description: '按适用价格所属合同分组；非合同商品在最后一组。',
  })
  @ApiEnvelopeResponse(ShoppingCartListResponseDto)
  list(@CurrentCustomer() customer: CustomerPrincipal): Promise<ShoppingCartListResponseDto> {
    return this.cart.list(customer);
  }

  @Get(routePath('GetShoppingCartCount'))
  @ApiOperation({ summary: routes.GetShoppingCartCount.summary })
  @ApiEnvelopeResponse(CartCountResponseDto)
  async count(@CurrentCustomer() customer: CustomerPrincipal): Promise<CartCountResponse> {
    return { count: await this.cart.count(customer.memberId) };
  }

  @Post(routePath('ModifyGoodsQty'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.ModifyGoodsQty.summary })
  @ApiEnvelopeResponse(AddToCartResponseDto)
  async modifyQty(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: ModifyGoodsQtyDto) {
    await this.cart.setQuantity(customer.memberId, dto.skuId, dto.goodsCount);
    return new ApiResult(POST_OK, '修改成功');
  }

  @Post(routePath('DelShoppingCart'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.DelShoppingCart.summary,
    description: 'ids 为样本箱条目ID（逗号分隔）；为空时按 chooseSkuID 删除。',
  })
  @ApiEnvelopeResponse(AddToCartResponseDto)
  async remove(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: DelShoppingCartDto) {
    await this.cart.remove(customer.memberId, dto);
    return new ApiResult(POST_OK, '删除成功');
  }

  @Post(routePath('ModifyGoodsStatus'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.ModifyGoodsStatus.summary })
  @ApiEnvelopeResponse(AddToCartResponseDto)
  async modifyStatus(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: ModifyGoodsStatusDto) {
    await this.cart.setChecked(customer.memberId, dto.skuIds, dto.status === 1);
    return POST_OK;
  }

  @Get(routePath('ShoppingCartBuyList'))
  @ApiOperation({
    summary: routes.ShoppingCartBuyList.summary,
    description: 'buyType 1：样本箱中已勾选的商品；2：立即购买的商品。',
  })
  @ApiEnvelopeResponse(ShoppingCartBuyListResponseDto)
  buyList(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: ShoppingCartBuyListQueryDto,
  ): Promise<ShoppingCartBuyListResponseDto> {
    return this.cart.buyList(customer, query);
  }
}
