import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CART_MAX_QTY,
  CART_MIN_QTY,
  CartType,
  PropertyType,
  type AddToCartRequest,
  type CartTypeValue,
  type DelShoppingCartRequest,
  type ModifyGoodsQtyRequest,
  type ModifyGoodsStatusRequest,
  type PropertyTypeValue,
  type ShoppingCartBuyListQuery,
} from '@seqportal/contract';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { INT4_MAX } from '../../../common/http/ranges.js';

export const CartMessages = {
  skuRequired: '请选择商品',
  qtyInvalid: '数量必须是正整数',
  qtyTooLarge: `数量不能超过${CART_MAX_QTY}`,
  cartTypeInvalid: '购买方式不正确',
  propertyTypeInvalid: '商品属性不正确',
  idsInvalid: '请选择要删除的商品',
  statusInvalid: '勾选状态不正确',
} as const;

const CART_TYPES = Object.values(CartType);
const PROPERTY_TYPES = Object.values(PropertyType);

/**
 * Quantity as the stepper sends it (spec part 1 section 5): digits only, an empty value becomes 1. Digit strings
 * from old clients are read as numbers; anything else is left for IsInt to refuse.
 */
const ToQuantity = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === '' || value === null || value === undefined) return CART_MIN_QTY;
    if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
    return value;
  });

export class AddToCartDto implements AddToCartRequest {
  @ApiProperty({ example: 31 })
  @IsInt({ message: CartMessages.skuRequired })
  @Min(1, { message: CartMessages.skuRequired })
  @Max(INT4_MAX, { message: CartMessages.skuRequired })
  skuId: number;

  @ApiProperty({
    enum: CART_TYPES,
    example: CartType.Cart,
    description: '1 加入样本箱，2 立即购买（替换上一次的立即购买商品）',
  })
  @IsIn(CART_TYPES, { message: CartMessages.cartTypeInvalid })
  cartType: CartTypeValue;

  @ApiPropertyOptional({ enum: PROPERTY_TYPES, example: PropertyType.SampleSheet, default: PropertyType.SampleSheet })
  @IsOptional()
  @IsIn(PROPERTY_TYPES, { message: CartMessages.propertyTypeInvalid })
  propertyType: PropertyTypeValue = PropertyType.SampleSheet;

  @ApiPropertyOptional({ example: 1, default: 1, minimum: CART_MIN_QTY, maximum: CART_MAX_QTY })
  @ToQuantity()
  @IsInt({ message: CartMessages.qtyInvalid })
  @Min(CART_MIN_QTY, { message: CartMessages.qtyInvalid })
  @Max(CART_MAX_QTY, { message: CartMessages.qtyTooLarge })
  qty: number = CART_MIN_QTY;
}

export class ModifyGoodsQtyDto implements ModifyGoodsQtyRequest {
  @ApiProperty({ example: 2, minimum: CART_MIN_QTY, maximum: CART_MAX_QTY, description: '新的数量（不是增量）' })
  @ToQuantity()
  @IsInt({ message: CartMessages.qtyInvalid })
  @Min(CART_MIN_QTY, { message: CartMessages.qtyInvalid })
  @Max(CART_MAX_QTY, { message: CartMessages.qtyTooLarge })
  goodsCount: number;

  @ApiProperty({ example: 31 })
  @IsInt({ message: CartMessages.skuRequired })
  @Min(1, { message: CartMessages.skuRequired })
  @Max(INT4_MAX, { message: CartMessages.skuRequired })
  skuId: number;

  @ApiPropertyOptional({ example: 12, description: '兼容旧客户端，忽略' })
  @IsOptional()
  @IsInt({ message: CartMessages.skuRequired })
  goodsId: number;
}

export class DelShoppingCartDto implements DelShoppingCartRequest {
  @ApiProperty({ example: '5,8', description: '样本箱条目ID，逗号分隔；为空时按 chooseSkuID 删除' })
  @IsOptional()
  @IsString({ message: CartMessages.idsInvalid })
  @MaxLength(2000, { message: CartMessages.idsInvalid })
  ids: string = '';

  @ApiPropertyOptional({ example: false, description: '活动商品标记（无活动，忽略）' })
  @IsOptional()
  @IsBoolean()
  isPlus: boolean = false;

  @ApiPropertyOptional({ example: 0, description: '活动ID（无活动，忽略）' })
  @IsOptional()
  @IsInt()
  actID: number = 0;

  @ApiPropertyOptional({ example: '31,32', description: 'SKU ID，逗号分隔' })
  @IsOptional()
  @IsString({ message: CartMessages.idsInvalid })
  @MaxLength(2000, { message: CartMessages.idsInvalid })
  chooseSkuID: string = '';
}

export class ModifyGoodsStatusDto implements ModifyGoodsStatusRequest {
  @ApiProperty({ example: '31,32', description: 'SKU ID，逗号分隔（全选时传全部）' })
  @IsString({ message: CartMessages.skuRequired })
  @MaxLength(2000, { message: CartMessages.skuRequired })
  skuIds: string;

  @ApiProperty({ enum: [0, 1], example: 1, description: '1 勾选，0 取消勾选' })
  @IsIn([0, 1], { message: CartMessages.statusInvalid })
  status: 0 | 1;
}

export class ShoppingCartBuyListQueryDto implements ShoppingCartBuyListQuery {
  @ApiProperty({ enum: CART_TYPES, example: CartType.Cart, description: '1 样本箱结算（已勾选的商品），2 立即购买' })
  @Type(() => Number)
  @IsIn(CART_TYPES, { message: CartMessages.cartTypeInvalid })
  buyType: CartTypeValue;

  @ApiPropertyOptional({ enum: PROPERTY_TYPES, example: PropertyType.SampleSheet })
  @IsOptional()
  @Type(() => Number)
  @IsIn(PROPERTY_TYPES, { message: CartMessages.propertyTypeInvalid })
  propertyType: PropertyTypeValue = PropertyType.SampleSheet;

  @ApiPropertyOptional({ example: '31,32', description: '只结算这些SKU（逗号分隔）；不传时为全部已勾选商品' })
  @IsOptional()
  @IsString({ message: CartMessages.skuRequired })
  @MaxLength(2000, { message: CartMessages.skuRequired })
  skuIds?: string;
}
