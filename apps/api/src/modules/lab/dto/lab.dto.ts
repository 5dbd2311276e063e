import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  QC_GRADES,
  SAMPLE_PROGRESS_STEPS,
  type AddExpressTraceRequest,
  type CompleteOrderRequest,
  type LabActionResponse,
  type LabDeliveryFile,
  type LabLookupQuery,
  type LabLookupResponse,
  type LabOrderQuery,
  type LabOrderView,
  type LabSampleView,
  type LabStepRecord,
  type QcGradeValue,
  type ReceiveSamplesRequest,
  type RecordProgressRequest,
  type RecordQcRequest,
  type SampleProgressStepValue,
  type SampleQcResult,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Trim } from '../../accounts/dto/account-validators.js';
import { OrderNoField } from '../../orders/dto/order-no.field.js';
import { INT4_MAX } from '../../../common/http/ranges.js';

const ORDER_NO_REQUIRED = '请输入订单号';
const TIME_INVALID = '时间格式不正确';
const MAX_BATCH = 500;

export class LabLookupQueryDto implements LabLookupQuery {
  @ApiProperty({ example: 'YB2026112100000042', description: '订单号、收样条码、样本编号或管上编号' })
  @Trim()
  @IsString({ message: '请输入或扫描订单号、样本编号' })
  @IsNotEmpty({ message: '请输入或扫描订单号、样本编号' })
  @MaxLength(64, { message: '未找到该条码对应的订单或样本' })
  code: string;
}

export class LabOrderQueryDto implements LabOrderQuery, CompleteOrderRequest {
  @OrderNoField({ missing: ORDER_NO_REQUIRED, malformed: '订单号格式不正确' })
  orderNo: string;
}

export class ReceiveSamplesDto extends LabOrderQueryDto implements ReceiveSamplesRequest {
  @ApiPropertyOptional({ type: [Number], example: [101, 102], description: '不填则收下该订单所有未收样本' })
  @IsOptional()
  @IsArray({ message: '样本编号列表格式不正确' })
  @ArrayMaxSize(MAX_BATCH, { message: `一次最多处理${MAX_BATCH}个样本` })
  @IsInt({ each: true, message: '样本编号列表格式不正确' })
  sampleIds?: number[];

  @ApiPropertyOptional({ example: '2026-11-21T09:30:00+08:00', description: '发生时间，不填为当前时间' })
  @IsOptional()
  @IsISO8601({}, { message: TIME_INVALID })
  occurredAt?: string;
}

export class RecordProgressDto extends ReceiveSamplesDto implements RecordProgressRequest {
  @ApiProperty({ enum: SAMPLE_PROGRESS_STEPS, example: 'QC_DONE' })
  @IsIn(SAMPLE_PROGRESS_STEPS, { message: '进度步骤不正确' })
  step: SampleProgressStepValue;
}

/** An optional measurement (null or absent when not measured), checked like decorators written top to bottom. */
const measurementField = (name: string, max: number) => [
  IsOptional(),
  IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${name}必须是数字` }),
  Min(0, { message: `${name}不能为负数` }),
  Max(max, { message: `${name}超出范围` }),
];

function Measurement(name: string, max: number): PropertyDecorator {
  return (target, key) => {
    for (const decorator of measurementField(name, max).reverse()) decorator(target, key);
  };
}

export class RecordQcDto implements RecordQcRequest {
  @ApiProperty({ example: 101 })
  @Type(() => Number)
  @IsInt({ message: '样本不存在' })
  @Min(1, { message: '样本不存在' })
  @Max(INT4_MAX, { message: '样本不存在' })
  sampleId: number;

  @ApiPropertyOptional({ type: Number, example: 35.2, nullable: true, description: '浓度 (ng/μl)' })
  @Measurement('浓度', 1e8)
  concentration?: number | null;

  @ApiPropertyOptional({ type: Number, example: 28.5, nullable: true, description: '体积 (μl)' })
  @Measurement('体积', 1e8)
  volume?: number | null;

  @ApiPropertyOptional({
    type: Number,
    example: 1003.2,
    nullable: true,
    description: '总量 (ng)；不填时按浓度×体积计算',
  })
  @Measurement('总量', 1e12)
  totalAmount?: number | null;

  @ApiPropertyOptional({ type: Number, example: 12.5, nullable: true, description: 'QPCR 浓度 (nM)' })
  @Measurement('QPCR浓度', 1e8)
  qpcrConcentration?: number | null;

  @ApiPropertyOptional({ type: Number, example: 1.85, nullable: true, description: 'OD260/280' })
  @Measurement('OD260/280', 99)
  od260280?: number | null;

  @ApiPropertyOptional({ type: Number, example: 8.2, nullable: true, description: 'RIN/DIN' })
  @Measurement('RIN/DIN', 10)
  rinDin?: number | null;

  @ApiPropertyOptional({ type: Number, example: 350, nullable: true, description: '文库长度 (bp)' })
  @IsOptional()
  @IsInt({ message: '文库长度必须是整数' })
  @Min(0, { message: '文库长度不能为负数' })
  @Max(1_000_000, { message: '文库长度超出范围' })
  libraryLength?: number | null;

  @ApiProperty({ enum: QC_GRADES, example: 'PASS', description: '质检结论（总量）：PASS 合格、RISK 风险、FAIL 不合格' })
  @IsIn(QC_GRADES, { message: '请选择质检结论（总量）' })
  totalGrade: QcGradeValue;

  @ApiProperty({ enum: QC_GRADES, example: 'PASS', description: '质检结论（质量）' })
  @IsIn(QC_GRADES, { message: '请选择质检结论（质量）' })
  qualityGrade: QcGradeValue;

  @ApiPropertyOptional({ example: '样本总量充足，可建库' })
  @IsOptional()
  @IsString({ message: '备注格式不正确' })
  @MaxLength(500, { message: '备注及建议不能超过500个字符' })
  remarks?: string;

  @ApiProperty({ example: '王检测' })
  @Trim()
  @IsString({ message: '请填写检测人' })
  @IsNotEmpty({ message: '请填写检测人' })
  @MaxLength(50, { message: '检测人不能超过50个字符' })
  tester: string;

  @ApiPropertyOptional({ example: '李审核' })
  @IsOptional()
  @Trim()
  @IsString({ message: '审核人格式不正确' })
  @MaxLength(50, { message: '审核人不能超过50个字符' })
  reviewer?: string;

  @ApiPropertyOptional({ example: '2026-11-21T10:00:00+08:00' })
  @IsOptional()
  @IsISO8601({}, { message: TIME_INVALID })
  testedAt?: string;

  @ApiPropertyOptional({ example: '2026-11-21T11:00:00+08:00' })
  @IsOptional()
  @IsISO8601({}, { message: TIME_INVALID })
  reviewedAt?: string;
}

export class AddExpressTraceDto extends LabOrderQueryDto implements AddExpressTraceRequest {
  @ApiPropertyOptional({ example: 'SF1234567890', description: '不填则用订单的快递单号' })
  @IsOptional()
  @Trim()
  @IsString({ message: '请输入快递单号' })
  @MaxLength(50, { message: '快递单号不能超过50个字符' })
  number?: string;

  @ApiPropertyOptional({ example: '顺丰速运' })
  @IsOptional()
  @Trim()
  @IsString({ message: '快递公司格式不正确' })
  @MaxLength(50, { message: '快递公司不能超过50个字符' })
  expName?: string;

  @ApiProperty({ example: '已签收，签收人：实验室前台' })
  @Trim()
  @IsString({ message: '请填写物流状态' })
  @IsNotEmpty({ message: '请填写物流状态' })
  @MaxLength(200, { message: '物流状态不能超过200个字符' })
  status: string;

  @ApiPropertyOptional({ example: '2026-11-21T09:00:00+08:00' })
  @IsOptional()
  @IsISO8601({}, { message: TIME_INVALID })
  occurredAt?: string;
}

export class LabStepRecordDto implements LabStepRecord {
  @ApiProperty({ enum: SAMPLE_PROGRESS_STEPS, example: 'RECEIVED' }) step: SampleProgressStepValue;
  @ApiProperty({ example: '已收样' }) label: string;
  @ApiProperty({ example: '2026-11-21T01:30:00.000Z' }) occurredAt: string;
  @ApiProperty({ example: 'lab' }) operatorName: string;
}

export class SampleQcResultDto implements SampleQcResult {
  @ApiProperty({ example: 101 }) sampleId: number;
  @ApiProperty({ example: 'S000101' }) sampleCode: string;
  @ApiProperty({ example: '小鼠肝脏DNA-1' }) sampleName: string;
  @ApiProperty({ example: 'DNA' }) sampleType: string;
  @ApiProperty({ example: 35.2, nullable: true, type: Number }) concentration: number | null;
  @ApiProperty({ example: 28.5, nullable: true, type: Number }) volume: number | null;
  @ApiProperty({ example: 1003.2, nullable: true, type: Number }) totalAmount: number | null;
  @ApiProperty({ example: 12.5, nullable: true, type: Number }) qpcrConcentration: number | null;
  @ApiProperty({ example: 1.85, nullable: true, type: Number }) od260280: number | null;
  @ApiProperty({ example: 8.2, nullable: true, type: Number }) rinDin: number | null;
  @ApiProperty({ example: 350, nullable: true, type: Number }) libraryLength: number | null;
  @ApiProperty({ enum: QC_GRADES, example: 'PASS' }) totalGrade: QcGradeValue;
  @ApiProperty({ enum: QC_GRADES, example: 'PASS' }) qualityGrade: QcGradeValue;
  @ApiProperty({ example: '' }) remarks: string;
  @ApiProperty({ example: '王检测' }) tester: string;
  @ApiProperty({ example: '李审核' }) reviewer: string;
  @ApiProperty({ example: '2026-11-21T02:00:00.000Z', nullable: true, type: String }) testedAt: string | null;
  @ApiProperty({ example: null, nullable: true, type: String }) reviewedAt: string | null;
  @ApiProperty({ example: 'lab' }) recordedBy: string;
  @ApiProperty({ example: '2026-11-21T02:05:00.000Z' }) recordedAt: string;
}

export class LabSampleViewDto implements LabSampleView {
  @ApiProperty({ example: 101 }) id: number;
  @ApiProperty({ example: 'S000101' }) codeNo: string;
  @ApiProperty({ example: 'T000101' }) sendTempCode: string;
  @ApiProperty({ example: 'YB-01', description: '客户自己的样本编号；未填写时为空字符串' }) sampleNo: string;
  @ApiProperty({ example: '小鼠肝脏DNA-1' }) name: string;
  @ApiProperty({ example: '生物' }) kind: string;
  @ApiProperty({ example: '全基因组重测序 PE150' }) goodsName: string;
  @ApiProperty({ enum: SAMPLE_PROGRESS_STEPS, nullable: true, example: 'RECEIVED' })
  progressStep: SampleProgressStepValue | null;
  @ApiProperty({ example: '已收样' }) progressLabel: string;
  @ApiProperty({ enum: SAMPLE_PROGRESS_STEPS, nullable: true, example: 'QC_DONE' })
  nextStep: SampleProgressStepValue | null;
  @ApiProperty({ example: '2026-11-21T01:30:00.000Z', nullable: true, type: String }) receivedAt: string | null;
  @ApiProperty({ type: LabStepRecordDto, isArray: true }) steps: LabStepRecordDto[];
  @ApiProperty({ type: SampleQcResultDto, nullable: true }) qc: SampleQcResultDto | null;
}

export class LabDeliveryFileDto implements LabDeliveryFile {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'S1_R1.fq.gz' }) fileName: string;
  @ApiProperty({ example: 'DATA' }) category: string;
  @ApiProperty({ example: '测序数据' }) categoryLabel: string;
  @ApiProperty({ example: 1048576 }) size: number;
  @ApiProperty({ example: '9e107d9d372bb6826bd81d3542a419d6' }) md5: string;
  @ApiProperty({ example: '2026-11-21T08:00:00.000Z' }) uploadedAt: string;
  @ApiProperty({ example: 'lab' }) uploadedBy: string;
}

export class LabOrderViewDto implements LabOrderView {
  @ApiProperty({ example: '2026112100000042' }) orderNo: string;
  @ApiProperty({ example: { id: 2, name: '待收样' } }) status: LabOrderView['status'];
  @ApiProperty({ example: '张晓明' }) memberName: string;
  @ApiProperty({ example: '上海示例生物科技有限公司' }) orgName: string;
  @ApiProperty({ example: '2026-11-21T00:00:00.000Z' }) createTime: string;
  @ApiProperty({ type: LabSampleViewDto, isArray: true }) samples: LabSampleViewDto[];
  @ApiProperty({ type: LabDeliveryFileDto, isArray: true }) deliveryFiles: LabDeliveryFileDto[];
  @ApiProperty({
    nullable: true,
    example: { number: 'SF1234567890', expName: '顺丰速运', list: [{ time: '2026-11-21 09:00:00', status: '已签收' }] },
  })
  express: LabOrderView['express'];
  @ApiProperty({ example: false }) canComplete: boolean;
}

export class LabLookupResponseDto implements LabLookupResponse {
  @ApiProperty({ enum: ['order', 'sample'], example: 'sample' }) kind: 'order' | 'sample';
  @ApiProperty({ example: '2026112100000042' }) orderNo: string;
  @ApiProperty({ example: 101, nullable: true, type: Number }) sampleId: number | null;
  @ApiProperty({ type: LabOrderViewDto }) order: LabOrderViewDto;
}

export class LabActionResponseDto implements LabActionResponse {
  @ApiProperty({ example: 2 }) changed: number;
  @ApiProperty({ type: LabOrderViewDto }) order: LabOrderViewDto;
}
