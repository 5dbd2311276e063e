import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CART_MAX_QTY,
  ORDER_CREATE_TYPE,
  PropertyType,
  type BiologicalSample,
  type LaneRequest,
  type LibrarySample,
  type OrderAddressPlaceholder,
  type PropertyTypeValue,
  type SkuCount,
  type SubmitOrderRequest,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { INT4_MAX } from '../../../common/http/ranges.js';

export const SubmitOrderMessages = {
  typeInvalid: '订单类型不正确',
  propertyTypeInvalid: '订单属性不正确',
  goodsRequired: '请选择商品',
  goodsTooMany: '一个订单最多包含100种商品',
  countInvalid: '商品数量必须是正整数',
  countTooLarge: `商品数量不能超过${CART_MAX_QTY}`,
  contractInvalid: '合同编号不正确',
  addressInvalid: '订单地址信息不正确',
  samplesInvalid: '样本信息格式不正确',
} as const;

/** Distinct SKUs per order; far above any real order, it only bounds the work of one request. */
export const MAX_ORDER_LINES = 100;
/** Sample rows per list in one request (the samples module checks their content). */
const MAX_SAMPLE_ROWS = 5000;

export class SkuCountDto implements SkuCount {
  @ApiProperty({ example: 31 })
  @IsInt({ message: SubmitOrderMessages.goodsRequired })
  @Min(1, { message: SubmitOrderMessages.goodsRequired })
  @Max(INT4_MAX, { message: SubmitOrderMessages.goodsRequired })
  skuId: number;

  @ApiProperty({ example: 2, minimum: 1, maximum: CART_MAX_QTY })
  @IsInt({ message: SubmitOrderMessages.countInvalid })
  @Min(1, { message: SubmitOrderMessages.countInvalid })
  @Max(CART_MAX_QTY, { message: SubmitOrderMessages.countTooLarge })
  count: number;
}

/** The fixed placeholders of cart checkout (spec part 1 section 9); their presence marks a checkout from the box. */
export class OrderAddressPlaceholderDto implements OrderAddressPlaceholder {
  @ApiProperty({ example: 0 })
  @IsInt({ message: SubmitOrderMessages.addressInvalid })
  adressType: number;

  @ApiProperty({ example: 1 })
  @IsInt({ message: SubmitOrderMessages.addressInvalid })
  realtionId: number;

  @ApiProperty({ example: '666' })
  @IsString({ message: SubmitOrderMessages.addressInvalid })
  @MaxLength(50, { message: SubmitOrderMessages.addressInvalid })
  expressageNum: string;
}

export class SubmitOrderDto implements SubmitOrderRequest {
  @ApiProperty({ example: ORDER_CREATE_TYPE, enum: [ORDER_CREATE_TYPE], description: '固定为 2' })
  @IsIn([ORDER_CREATE_TYPE], { message: SubmitOrderMessages.typeInvalid })
  type: number;

  @ApiProperty({
    enum: Object.values(PropertyType),
    example: PropertyType.SampleSheet,
    description: '0 样本单，1 合同',
  })
  @IsIn(Object.values(PropertyType), { message: SubmitOrderMessages.propertyTypeInvalid })
  propertyType: PropertyTypeValue;

  @ApiPropertyOptional({
    type: OrderAddressPlaceholderDto,
    description: '样本箱结算时传固定占位值；传了则下单后从样本箱移除这些商品',
  })
  @IsOptional()
  @ValidateNested({ message: SubmitOrderMessages.addressInvalid })
  @Type(() => OrderAddressPlaceholderDto)
  orderAdress?: OrderAddressPlaceholderDto;

  @ApiProperty({ type: [SkuCountDto] })
  @IsArray({ message: SubmitOrderMessages.goodsRequired })
  @ArrayNotEmpty({ message: SubmitOrderMessages.goodsRequired })
  @ArrayMaxSize(MAX_ORDER_LINES, { message: SubmitOrderMessages.goodsTooMany })
  @ValidateNested({ each: true, message: SubmitOrderMessages.goodsRequired })
  @Type(() => SkuCountDto)
  skuList: SkuCountDto[];

  @ApiPropertyOptional({
    example: 1,
    description: '按该合同计价；不传时取客户各合同中的最低价（合同客户只能订购合同内商品）',
  })
  @IsOptional()
  @IsInt({ message: SubmitOrderMessages.contractInvalid })
  @Min(1, { message: SubmitOrderMessages.contractInvalid })
  @Max(INT4_MAX, { message: SubmitOrderMessages.contractInvalid })
  contractId?: number;

  // Sample information: accepted here, checked and saved by the samples module (see SubmitOrderService).
  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description: '生物样本（ybList）' })
  @IsOptional()
  @IsArray({ message: SubmitOrderMessages.samplesInvalid })
  @ArrayMaxSize(MAX_SAMPLE_ROWS, { message: SubmitOrderMessages.samplesInvalid })
  ybList?: BiologicalSample[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description: '文库（wkList，含子文库 zwkList）' })
  @IsOptional()
  @IsArray({ message: SubmitOrderMessages.samplesInvalid })
  @ArrayMaxSize(MAX_SAMPLE_ROWS, { message: SubmitOrderMessages.samplesInvalid })
  wkList?: LibrarySample[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description: '包Lane需求（lanList）' })
  @IsOptional()
  @IsArray({ message: SubmitOrderMessages.samplesInvalid })
  @ArrayMaxSize(MAX_SAMPLE_ROWS, { message: SubmitOrderMessages.samplesInvalid })
  lanList?: LaneRequest[];
}
