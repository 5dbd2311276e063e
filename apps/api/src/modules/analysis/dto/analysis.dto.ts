import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANALYSIS_MESSAGES,
  ANALYSIS_OUT_FILE_TYPES,
  type AdminAnalysisActionRequest,
  type AdminAnalysisListQuery,
  type AnalysisGoods,
  type AnalysisInput,
  type AnalysisLibrary,
  type AnalysisQuote,
  type AnalysisQuoteLine,
  type AnalysisQuoteRequest,
  type AnalysisRecord,
  type AnalysisRecordQuery,
  type AnalysisStatusValue,
  type AnalysisType,
  type GenomeOption,
  type OutFileTypeOption,
  type SubmitAnalysisRequest,
  type SubmitAnalysisResponse,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Trim } from '../../accounts/dto/account-validators.js';
import { INT4_MAX } from '../../../common/http/ranges.js';
import { PageField } from '../../../common/http/page-field.js';

/** At most this many libraries in one analysis order. */
export const MAX_ANALYSIS_LIBRARIES = 200;
const M = ANALYSIS_MESSAGES;

export class AnalysisGoodsDto implements AnalysisGoods {
  @ApiProperty({ example: 41 })
  @IsInt({ message: M.typeUnknown })
  @Min(1, { message: M.typeUnknown })
  @Max(INT4_MAX, { message: M.typeUnknown })
  goodsId: number;

  @ApiProperty({ example: 57 })
  @IsInt({ message: M.typeUnknown })
  @Min(1, { message: M.typeUnknown })
  @Max(INT4_MAX, { message: M.typeUnknown })
  skuId: number;
}

export class AnalysisLibraryDto implements AnalysisLibrary {
  @ApiProperty({ example: 42 })
  @IsInt({ message: M.libraryNotFound })
  @Min(0, { message: M.libraryNotFound })
  @Max(INT4_MAX, { message: M.libraryNotFound })
  orderId: number;

  @ApiProperty({ example: 12, description: 'GetDataList 行的 libraryId（样本 id）' })
  @IsInt({ message: M.libraryNotFound })
  @Min(1, { message: M.libraryNotFound })
  @Max(INT4_MAX, { message: M.libraryNotFound })
  libraryId: number;

  @ApiProperty({ example: 15 })
  @IsInt({ message: M.libraryNotFound })
  @Min(0, { message: M.libraryNotFound })
  @Max(INT4_MAX, { message: M.libraryNotFound })
  childId: number;

  @ApiProperty({ example: 'LIB001-11-A' })
  @IsString({ message: M.libraryNotFound })
  @MaxLength(200, { message: M.libraryNotFound })
  childName: string;

  @ApiProperty({ example: '人', description: '以样本信息中的物种为准' })
  @IsString({ message: M.libraryNotFound })
  @MaxLength(50, { message: M.libraryNotFound })
  species: string;

  @ApiProperty({ example: 6, description: '以交付数据量为准（服务端计价）' })
  @IsNumber({}, { message: M.libraryNotFound })
  @Min(0, { message: M.libraryNotFound })
  @Max(1_000_000, { message: M.libraryNotFound })
  yields: number;
}

export class AnalysisQuoteDto implements AnalysisQuoteRequest {
  @ApiProperty({ type: [AnalysisLibraryDto] })
  @IsArray({ message: M.dataRequired })
  @ArrayNotEmpty({ message: M.dataRequired })
  @ArrayMaxSize(MAX_ANALYSIS_LIBRARIES, { message: M.tooManyLibraries })
  @ValidateNested({ each: true, message: M.libraryNotFound })
  @Type(() => AnalysisLibraryDto)
  libraryList: AnalysisLibraryDto[];

  @ApiProperty({ type: [AnalysisGoodsDto] })
  @IsArray({ message: M.typeRequired })
  @ArrayNotEmpty({ message: M.typeRequired })
  @ArrayMaxSize(20, { message: M.typeUnknown })
  @ValidateNested({ each: true, message: M.typeUnknown })
  @Type(() => AnalysisGoodsDto)
  goodsList: AnalysisGoodsDto[];
}

export class SubmitAnalysisDto extends AnalysisQuoteDto implements SubmitAnalysisRequest {
  @ApiProperty({ example: 'GRCh38', description: 'GetGenomeList 的 key' })
  @Trim()
  @IsString({ message: M.genomeRequired })
  @IsNotEmpty({ message: M.genomeRequired })
  @MaxLength(40, { message: M.genomeUnknown })
  genome: string;

  @ApiProperty({ example: ['BAM', 'VCF'], description: 'GetOutFileTypes 的 key' })
  @IsArray({ message: M.outFileRequired })
  @ArrayNotEmpty({ message: M.outFileRequired })
  @ArrayMaxSize(ANALYSIS_OUT_FILE_TYPES.length, { message: M.outFileUnknown })
  @IsIn(ANALYSIS_OUT_FILE_TYPES.map((option) => option.key), { each: true, message: M.outFileUnknown })
  outFileType: string[];

  @ApiPropertyOptional({ example: 'panel/exome_v8.bed', description: '目标区域 BED（靶向类分析）' })
  @IsOptional()
  @Trim()
  @IsString({ message: M.panelBedTooLong })
  @MaxLength(300, { message: M.panelBedTooLong })
  panelBed?: string;

  @ApiPropertyOptional({ example: 3, description: '再次分析：原分析记录 id' })
  @IsOptional()
  @IsInt({ message: '分析记录不存在' })
  @Min(1, { message: '分析记录不存在' })
  @Max(INT4_MAX, { message: '分析记录不存在' })
  reorderOf?: number;

  @ApiPropertyOptional({ example: false, description: '信用额度不足时确认下单（185）' })
  @IsOptional()
  @IsBoolean({ message: '请求参数错误' })
  confirmCredit?: boolean;
}

export class AnalysisRecordQueryDto implements AnalysisRecordQuery, AdminAnalysisActionRequest {
  @ApiProperty({ example: 3 })
  @Type(() => Number)
  @IsInt({ message: '分析记录不存在' })
  @Min(1, { message: '分析记录不存在' })
  @Max(INT4_MAX, { message: '分析记录不存在' })
  id: number;
}

export class AdminAnalysisActionDto extends AnalysisRecordQueryDto {}

export class AdminAnalysisListQueryDto implements AdminAnalysisListQuery {
  @ApiPropertyOptional({ enum: ['queued', 'running', 'done'], description: '空为全部' })
  @IsOptional()
  @IsIn(['queued', 'running', 'done', ''], { message: '分析状态不正确' })
  status?: string;

  @PageField()
  page: number = 1;
}

export class AnalysisTypeDto implements AnalysisType {
  @ApiProperty({ example: 41 }) goodsId: number;
  @ApiProperty({ example: '重测序标准信息分析' }) goodsName: string;
  @ApiProperty({ example: '/api/NewContent/Image?key=goods/41.svg' }) goodsImg: string;
  @ApiProperty({ example: 57 }) skuId: number;
  @ApiProperty({ example: '300.00', description: '每G单价（合同价优先）' }) unitPrice: string;
  @ApiProperty({ example: '人' }) species: string;
  @ApiPropertyOptional({ example: true }) needsPanelBed?: boolean;
}

export class GenomeOptionDto implements GenomeOption {
  @ApiProperty({ example: 'GRCh38' }) key: string;
  @ApiProperty({ example: 'GRCh38 (hg38) 人类参考基因组' }) value: string;
  @ApiPropertyOptional({ example: '人' }) species?: string;
}

export class OutFileTypeOptionDto implements OutFileTypeOption {
  @ApiProperty({ example: 'BAM' }) key: string;
  @ApiProperty({ example: '比对结果（BAM）' }) value: string;
}

export class AnalysisInputDto implements AnalysisInput {
  @ApiProperty({ example: 42 }) orderId: number;
  @ApiProperty({ example: '2026030200000042' }) orderNo: string;
  @ApiProperty({ example: 12 }) libraryId: number;
  @ApiProperty({ example: 'LIB001-11' }) libraryName: string;
  @ApiProperty({ example: 15 }) childId: number;
  @ApiProperty({ example: 'LIB001-11-A' }) childName: string;
  @ApiProperty({ example: '人' }) species: string;
  @ApiProperty({ example: 6 }) yields: number;
  @ApiProperty({ example: 'LIB001-11_R1.fq.gz' }) r1: string;
  @ApiProperty({ example: 'LIB001-11_R2.fq.gz' }) r2: string;
}

export class AnalysisQuoteLineDto implements AnalysisQuoteLine {
  @ApiProperty({ example: 41 }) goodsId: number;
  @ApiProperty({ example: 57 }) skuId: number;
  @ApiProperty({ example: '重测序标准信息分析' }) goodsName: string;
  @ApiProperty({ example: '300.00' }) unitPrice: string;
  @ApiProperty({ example: 12.5 }) chargedYields: number;
  @ApiProperty({ example: '3750.00' }) totalPrice: string;
}

export class AnalysisQuoteResponseDto implements AnalysisQuote {
  @ApiProperty({ type: [AnalysisQuoteLineDto] }) lines: AnalysisQuoteLineDto[];
  @ApiProperty({ example: '3750.00' }) totalPrice: string;
  @ApiProperty({ example: '120000.00' }) availableCredit: string;
  @ApiProperty({ example: false }) overCredit: boolean;
  @ApiProperty({ type: [AnalysisInputDto] }) libraries: AnalysisInputDto[];
}

export class SubmitAnalysisResponseDto implements SubmitAnalysisResponse {
  @ApiProperty({ example: true }) postOk: boolean;
  @ApiProperty({ example: '2026112400000107' }) orderNo: string;
  @ApiProperty({ example: ['2026112400000107', '2026112400000108'] }) orderNos: string[];
  @ApiProperty({ example: '5190.00' }) totalPrice: string;
}

export class AnalysisRecordDto implements AnalysisRecord {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: '2026112400000107' }) orderNo: string;
  @ApiProperty({ example: 41 }) goodsId: number;
  @ApiProperty({ example: 57 }) skuId: number;
  @ApiProperty({ example: '重测序标准信息分析' }) goodsName: string;
  @ApiProperty({ type: String, example: 'queued' }) status: AnalysisStatusValue;
  @ApiProperty({ example: '排队中' }) statusLabel: string;
  @ApiProperty({ example: 'GRCh38' }) genome: string;
  @ApiProperty({ example: '' }) panelBed: string;
  @ApiProperty({ example: ['BAM'] }) outFileType: string[];
  @ApiProperty({ type: [AnalysisInputDto] }) libraries: AnalysisInputDto[];
  @ApiProperty({ example: 12.5 }) yields: number;
  @ApiProperty({ example: '300.00' }) unitPrice: string;
  @ApiProperty({ example: '3750.00' }) totalPrice: string;
  @ApiProperty({ example: '2026-11-24T08:00:00.000Z' }) createTime: string;
  @ApiProperty({ example: null, nullable: true }) startedAt: string | null;
  @ApiProperty({ example: null, nullable: true }) doneAt: string | null;
  @ApiPropertyOptional({ example: '上海示例生物科技有限公司' }) memberName?: string;
}

export class AdminAnalysisListResponseDto {
  @ApiProperty({ type: [AnalysisRecordDto] }) list: AnalysisRecordDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 20 }) pageSize: number;
  @ApiProperty({ example: 3 }) totalCount: number;
}
