import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONTRACT_ORDER_MESSAGES,
  DATE_RANGE_MESSAGES,
  SAMPLE_PROGRESS_STEPS,
  SAMPLE_STATUS_NOT_SENT,
  TemplateType,
  type BiologicalSample,
  type ContractTemplateQuery,
  type LaneRequest,
  type LibrarySample,
  type ModifyOrderSamplesRequest,
  type ParseSampleExcelRequest,
  type SampleDetailQuery,
  type SampleListQuery,
  type TemplateTypeValue,
  type ContractSheetRequest,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Trim } from '../../accounts/dto/account-validators.js';
import { OrderNoField } from '../../orders/dto/order-no.field.js';
import { ORDER_NOT_FOUND } from '../../orders/order-not-found.error.js';
import { INT4_MAX } from '../../../common/http/ranges.js';
import { PageField } from '../../../common/http/page-field.js';

const STATUSES = ['', SAMPLE_STATUS_NOT_SENT, ...SAMPLE_PROGRESS_STEPS];
/** Rows per list of one request; the sample rules check their content. */
const MAX_ROWS = 5000;
const SAMPLES_INVALID = '样本信息格式不正确';

export class SampleListQueryDto implements SampleListQuery {
  @PageField()
  pageIndex: number = 1;

  @ApiPropertyOptional({
    enum: STATUSES,
    example: 'RECEIVED',
    description: `进度：${SAMPLE_STATUS_NOT_SENT} 待寄送，或 ${SAMPLE_PROGRESS_STEPS.join('/')}；空为全部`,
  })
  @IsOptional()
  @IsIn(STATUSES, { message: '样本状态不正确' })
  status?: string;

  @ApiPropertyOptional({ example: 'LIB-01', description: '样本编号、样本名称、文库名称、订单号或产品名称' })
  @IsOptional()
  @Trim()
  @IsString({ message: '关键词格式不正确' })
  @MaxLength(50, { message: '关键词不能超过50个字符' })
  keyWords?: string;

  @ApiPropertyOptional({
    example: '2025-11-01~2025-11-30',
    description: "'开始~结束'，缺省的一端为 2000-01-01 或 3000-12-31",
  })
  @IsOptional()
  @IsString({ message: DATE_RANGE_MESSAGES.invalid })
  @MaxLength(30, { message: DATE_RANGE_MESSAGES.invalid })
  enterTime?: string;
}

export class SampleDetailQueryDto implements SampleDetailQuery {
  @ApiProperty({ example: 'SC251121000123' })
  @Trim()
  @IsString({ message: '样本不存在' })
  @IsNotEmpty({ message: '样本不存在' })
  @MaxLength(32, { message: '样本不存在' })
  codeNo: string;
}

export class ParseSampleExcelDto implements ParseSampleExcelRequest {
  @ApiProperty({
    example: 'coi/sample-sheets/12/2b0c8f36-7a53-4e43-9b2f-2a1f6f0c1d11.xlsx',
    description: 'uploadExcel 返回的路径（从 coi 起）',
  })
  @Trim()
  @IsString({ message: '请先上传样本表' })
  @IsNotEmpty({ message: '请先上传样本表' })
  @MaxLength(300, { message: '文件不存在' })
  Path: string;
}

export class DownLoadExcelQueryDto {
  @ApiPropertyOptional({
    enum: [TemplateType.Library, TemplateType.Sample],
    default: TemplateType.Library,
    description: '模板类型：LIBRARY 文库，SAMPLE 生物样本',
  })
  @IsOptional()
  @IsIn([TemplateType.Library, TemplateType.Sample], { message: '模板类型不正确' })
  templateType: TemplateTypeValue = TemplateType.Library;
}

export class ContractTemplateQueryDto implements ContractTemplateQuery {
  @ApiProperty({ example: '31,32', description: '逗号分隔的 SKU ID' })
  @IsString({ message: CONTRACT_ORDER_MESSAGES.emptySelection })
  @Matches(/^\s*\d{1,9}(\s*,\s*\d{1,9})*\s*$/, { message: CONTRACT_ORDER_MESSAGES.emptySelection })
  @MaxLength(1000, { message: '商品过多' })
  skuId: string;

  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @IsInt({ message: '合同不存在' })
  @Min(1, { message: '合同不存在' })
  @Max(INT4_MAX, { message: '合同不存在' })
  contractId: number;
}

export class ModifyOrderSamplesDto implements ModifyOrderSamplesRequest {
  @OrderNoField({ missing: ORDER_NOT_FOUND, malformed: ORDER_NOT_FOUND })
  orderNo: string;

  // Rows are checked by the shared sample rules (validateSampleInfo), which name the field in each message.
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description: '生物样本（no, name, type, species, num, skuCode）',
  })
  @IsArray({ message: SAMPLES_INVALID })
  @ArrayMaxSize(MAX_ROWS, { message: SAMPLES_INVALID })
  ybList: BiologicalSample[] = [];

  @ApiProperty({ type: 'array', items: { type: 'object' }, description: '文库（含 zwkList 子文库与 index）' })
  @IsArray({ message: SAMPLES_INVALID })
  @ArrayMaxSize(MAX_ROWS, { message: SAMPLES_INVALID })
  wkList: LibrarySample[] = [];

  @ApiProperty({ type: 'array', items: { type: 'object' }, description: '包Lane（lanId, wkName, num, phix）' })
  @IsArray({ message: SAMPLES_INVALID })
  @ArrayMaxSize(MAX_ROWS, { message: SAMPLES_INVALID })
  lanList: LaneRequest[] = [];
}

export class ContractSheetDto extends ParseSampleExcelDto implements ContractSheetRequest {
  @ApiProperty({ example: 1, description: '按此合同校验商品与计价' })
  @IsInt({ message: '请选择合同' })
  @Min(1, { message: '请选择合同' })
  @Max(2147483647, { message: '请选择合同' })
  contractId: number;
}
