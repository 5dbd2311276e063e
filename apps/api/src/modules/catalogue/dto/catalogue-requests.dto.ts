import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  GOODS_LIST_MAX_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  TemplateType,
  type GoodsDetailQuery,
  type GoodsListRequest,
  type SearchListQuery,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { INT4_MAX, MAX_PAGE } from '../../../common/http/ranges.js';
import { PageSizeField } from '../../../common/http/page-field.js';

const SEARCH_MAX = 50;
const TEMPLATE_TYPES = Object.values(TemplateType);

export class GoodsListRequestDto implements GoodsListRequest {
  @ApiPropertyOptional({
    example: '全基因组 PE150',
    description: '名称、平台、关键词或SKU编码，空格分隔的多个词须同时命中',
  })
  @IsOptional()
  @IsString({ message: '搜索词格式不正确' })
  @MaxLength(SEARCH_MAX, { message: `搜索词不能超过${SEARCH_MAX}个字符` })
  search?: string;

  @ApiPropertyOptional({ example: 'SEQ', description: '分类编码；一级分类包含其子分类' })
  @IsOptional()
  @IsString({ message: '分类编码格式不正确' })
  @MaxLength(40, { message: '分类编码格式不正确' })
  categoryNo?: string;

  @ApiPropertyOptional({
    enum: TEMPLATE_TYPES,
    example: 'LIBRARY',
    description: '样本类型：LIBRARY 文库、SAMPLE 生物、DELIVERY_ANALYSIS 分析',
  })
  @IsOptional()
  @IsIn(TEMPLATE_TYPES, { message: '商品类型不正确' })
  skuType?: string;

  @ApiPropertyOptional({ example: 1, description: '只看该合同（本人或所属企业的有效合同）的商品，按合同价' })
  @IsOptional()
  @IsInt({ message: '合同编号不正确' })
  @Min(1, { message: '合同编号不正确' })
  @Max(INT4_MAX, { message: '合同编号不正确' })
  contractId?: number;

  @ApiPropertyOptional({ example: 1, description: '兼容旧链接，忽略' })
  @IsOptional()
  @IsInt({ message: '分类类型不正确' })
  categoryType?: number;

  @ApiPropertyOptional({ example: 1, default: 1 })
  @IsInt({ message: '页码必须是正整数' })
  @Min(1, { message: '页码必须是正整数' })
  @Max(MAX_PAGE, { message: '页码超出范围' })
  pageIndex: number = 1;

  @PageSizeField({ max: GOODS_LIST_MAX_PAGE_SIZE, defaultSize: DEFAULT_PAGE_SIZE, fromQuery: false })
  pageSize: number = DEFAULT_PAGE_SIZE;
}

export class GoodsDetailQueryDto implements GoodsDetailQuery {
  @ApiPropertyOptional({ example: 12, description: '商品ID（与 skuId 二选一）' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '商品编号不正确' })
  @Min(1, { message: '商品编号不正确' })
  @Max(INT4_MAX, { message: '商品编号不正确' })
  goodId?: number;

  @ApiPropertyOptional({ example: 31, description: 'SKU ID；同时给出时须属于该商品' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'SKU编号不正确' })
  @Min(1, { message: 'SKU编号不正确' })
  @Max(INT4_MAX, { message: 'SKU编号不正确' })
  skuId?: number;

  @ApiPropertyOptional({ example: 1, description: '按该合同计价与判断是否可下单' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '合同编号不正确' })
  @Min(1, { message: '合同编号不正确' })
  @Max(INT4_MAX, { message: '合同编号不正确' })
  contractId?: number;
}

export class SearchListQueryDto implements Partial<SearchListQuery> {
  @ApiPropertyOptional({ example: '全基因组' })
  @IsOptional()
  @IsString({ message: '搜索词格式不正确' })
  @MaxLength(SEARCH_MAX, { message: `搜索词不能超过${SEARCH_MAX}个字符` })
  search?: string;
}

export class PublicFileQueryDto {
  @ApiProperty({ example: 'goods/12.svg', description: '公开桶中的对象键' })
  @IsString({ message: '文件不存在' })
  @MaxLength(200, { message: '文件不存在' })
  key: string;
}
