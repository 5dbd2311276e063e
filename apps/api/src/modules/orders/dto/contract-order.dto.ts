import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONTRACT_ORDER_MESSAGES,
  ORDER_CREATE_TYPE,
  PropertyType,
  type BatchSubmitOrderRequest,
  type BiologicalSample,
  type LaneRequest,
  type LibrarySample,
  type PropertyTypeValue,
  type SaveSyncProductRequest,
  type SubLibrary,
  type SyncProductQuery,
  type SyncProductShoppingCatRequest,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { INT4_MAX } from '../../../common/http/ranges.js';
import { OrderNoField } from './order-no.field.js';
import { MAX_ORDER_LINES, SkuCountDto, SubmitOrderMessages } from './submit-order.dto.js';
import { ORDER_NOT_FOUND } from '../order-not-found.error.js';

export const ContractOrderMessages = {
  noContract: '您目前暂未签定合同，请联系客服！',
  noProducts: '该合同下无可用产品',
  emptySelection: CONTRACT_ORDER_MESSAGES.emptySelection,
  mixedKinds: '您选择的产品不能同时包含生物产品和文库产品！',
  contractNotFound: '合同不存在',
  orderNotFound: ORDER_NOT_FOUND,
  analysisProduct: '分析类商品请在数据中心下单',
} as const;

const MAX_SAMPLE_ROWS = 5000;
function ContractIdField(): PropertyDecorator {
  return applyDecorators(
    Max(INT4_MAX, { message: SubmitOrderMessages.contractInvalid }),
    Min(1, { message: SubmitOrderMessages.contractInvalid }),
    IsInt({ message: SubmitOrderMessages.contractInvalid }),
  );
}

export class SyncProductQueryDto implements SyncProductQuery {
  @ApiProperty({ example: 1, description: '合同id' })
  @Type(() => Number)
  @ContractIdField()
  contractId: number;
}

export class SyncProductShoppingCatDto implements SyncProductShoppingCatRequest {
  @ApiProperty({ example: 1 })
  @ContractIdField()
  contractId: number;

  @ApiProperty({ type: [SkuCountDto], description: '所选合同商品及数量；为空时答 批量下单时至少选择一个商品！' })
  @IsArray({ message: ContractOrderMessages.emptySelection })
  @ArrayMaxSize(MAX_ORDER_LINES, { message: SubmitOrderMessages.goodsTooMany })
  @ValidateNested({ each: true })
  @Type(() => SkuCountDto)
  skuList: SkuCountDto[];
}

export class BatchSubmitOrderDto implements BatchSubmitOrderRequest {
  @ApiProperty({ example: ORDER_CREATE_TYPE, enum: [ORDER_CREATE_TYPE], description: '固定为 2' })
  @IsIn([ORDER_CREATE_TYPE], { message: SubmitOrderMessages.typeInvalid })
  type: number;

  @ApiProperty({ example: PropertyType.Contract, enum: [PropertyType.Contract], description: '合同订单为 1' })
  @IsIn([PropertyType.Contract], { message: SubmitOrderMessages.propertyTypeInvalid })
  propertyType: PropertyTypeValue;

  @ApiProperty({ example: 1 })
  @ContractIdField()
  contractId: number;
}

export class BatchSubmitOrderResponseDto {
  @ApiProperty({ example: '2026112400000123' }) orderNo: string;
}

export class SaveSyncProductDto implements SaveSyncProductRequest {
  @OrderNoField({ missing: ContractOrderMessages.orderNotFound, malformed: ContractOrderMessages.orderNotFound })
  orderNo: string;

  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description: '生物样本' })
  @IsOptional()
  @IsArray({ message: SubmitOrderMessages.samplesInvalid })
  @ArrayMaxSize(MAX_SAMPLE_ROWS, { message: SubmitOrderMessages.samplesInvalid })
  ybList: BiologicalSample[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description: '文库' })
  @IsOptional()
  @IsArray({ message: SubmitOrderMessages.samplesInvalid })
  @ArrayMaxSize(MAX_SAMPLE_ROWS, { message: SubmitOrderMessages.samplesInvalid })
  wkList: LibrarySample[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description: '包Lane需求' })
  @IsOptional()
  @IsArray({ message: SubmitOrderMessages.samplesInvalid })
  @ArrayMaxSize(MAX_SAMPLE_ROWS, { message: SubmitOrderMessages.samplesInvalid })
  lanList: LaneRequest[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description: '子文库（按 wkName 归入文库）' })
  @IsOptional()
  @IsArray({ message: SubmitOrderMessages.samplesInvalid })
  @ArrayMaxSize(20_000, { message: SubmitOrderMessages.samplesInvalid })
  zwkList: SubLibrary[];
}
