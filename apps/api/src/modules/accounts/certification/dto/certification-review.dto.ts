import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  CertificationQueueItem,
  CertificationQueueQuery,
  CertificationReviewQuery,
  ReviewCertificationRequest,
  ReviewCertificationResponse,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { INT4_MAX } from '../../../../common/http/ranges.js';
import { CertificationDetailDto } from './certification.dto.js';

export class CertificationQueueQueryDto implements CertificationQueueQuery {
  @ApiPropertyOptional({ enum: [2, 3, 4], example: 2, description: '2 待审核（默认）、3 已通过、4 已驳回' })
  @IsOptional()
  @Type(() => Number)
  @IsIn([2, 3, 4], { message: 'auditType 须为 2、3 或 4' })
  auditType?: 2 | 3 | 4;
}

export class CertificationReviewQueryDto implements CertificationReviewQuery {
  @ApiProperty({ example: 5 })
  @Type(() => Number)
  @IsInt({ message: '请选择机构' })
  @Min(1, { message: '请选择机构' })
  @Max(INT4_MAX, { message: '请选择机构' })
  organisationId: number;
}

export class ReviewCertificationDto implements ReviewCertificationRequest {
  @ApiProperty({ example: 5 })
  @IsInt({ message: '请选择机构' })
  @Min(1, { message: '请选择机构' })
  @Max(INT4_MAX, { message: '请选择机构' })
  organisationId: number;

  @ApiProperty({ example: true })
  @IsBoolean({ message: '请选择通过或驳回' })
  approve: boolean;

  @ApiPropertyOptional({ example: '营业执照不清晰，请重新上传', description: '驳回时必填' })
  @IsOptional()
  @IsString({ message: '请填写驳回原因' })
  @MaxLength(200, { message: '驳回原因不能超过200个字符' })
  reason?: string;
}

export class CertificationQueueItemDto implements CertificationQueueItem {
  @ApiProperty({ example: 5 })
  organisationId: number;
  @ApiProperty({ example: '杭州新锐基因科技有限公司' })
  organisationName: string;
  @ApiProperty({ example: '杭州新锐基因科技有限公司' })
  mechanismName: string;
  @ApiProperty({ example: '企业' })
  typeName: string;
  @ApiProperty({ example: '2026-11-24T08:00:00.000Z' })
  submittedAt: string;
  @ApiProperty({ example: 'hzxinrui' })
  account: string;
  @ApiProperty({ example: '13800000004' })
  phone: string;
  @ApiProperty({ enum: [0, 1, 2, 3, 4], example: 2 })
  auditType: 0 | 1 | 2 | 3 | 4;
}

export class CertificationReviewDetailDto extends CertificationDetailDto {
  @ApiProperty({ example: 5 })
  organisationId: number;
  @ApiProperty({ example: '杭州新锐基因科技有限公司' })
  organisationName: string;
  @ApiProperty({ example: 'hzxinrui' })
  account: string;
  @ApiProperty({ example: '13800000004' })
  phone: string;
  @ApiProperty({ type: String, nullable: true, example: null })
  email: string | null;
  @ApiProperty({ type: String, nullable: true, example: null })
  reviewedBy: string | null;
  @ApiProperty({ type: String, nullable: true, example: null })
  reviewedAt: string | null;
}

export class ReviewCertificationResultDto implements ReviewCertificationResponse {
  @ApiProperty({ example: 5 })
  organisationId: number;
  @ApiProperty({ enum: [3, 4], example: 3 })
  auditType: 0 | 1 | 2 | 3 | 4;
}
