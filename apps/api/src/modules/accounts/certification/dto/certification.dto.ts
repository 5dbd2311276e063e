import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CERTIFICATION_MAX_FILES,
  DEFAULT_THROUGHPUT_TOLERANCE_RATIO,
  type CertificationDetail,
  type CertificationFile,
  type CertificationTypeOption,
  type SubmitCertificationRequest,
} from '@seqportal/contract';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../dto/account-validators.js';
import { CertificationMessages } from '../helpers/certification-messages.js';

/** Empty means 100; a number outside 0-100 is clamped (spec part 2 section 5); text that is no number stays for the check. */
function toRatio({ value }: { value: unknown }): unknown {
  if (value === undefined || value === null || value === '') return DEFAULT_THROUGHPUT_TOLERANCE_RATIO;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(number)) return value;
  return Math.min(100, Math.max(0, Math.round(number)));
}

export class SubmitCertificationDto implements SubmitCertificationRequest {
  @ApiProperty({ example: 1, description: 'GetCertificationTypes 的 key；key 2 无需营业执照' })
  @IsInt({ message: CertificationMessages.typeMissing })
  @Min(1, { message: CertificationMessages.typeMissing })
  @Max(32767, { message: CertificationMessages.typeMissing })
  type: number;

  @ApiProperty({ example: '杭州新锐基因科技有限公司' })
  @Trim()
  @IsString({ message: CertificationMessages.nameMissing })
  @IsNotEmpty({ message: CertificationMessages.nameMissing })
  @MaxLength(100, { message: CertificationMessages.nameTooLong })
  mechanismName: string;

  @ApiPropertyOptional({ example: 100, description: '0-100，空为100，超出范围按边界取值' })
  @Transform(toRatio)
  @IsInt({ message: CertificationMessages.ratioInvalid })
  throughputToleranceRatio: number = DEFAULT_THROUGHPUT_TOLERANCE_RATIO;

  @ApiProperty({
    type: [String],
    example: ['certification/org-12/6f1c….pdf'],
    description: 'uploadFile(kind=contract) 返回的 url',
  })
  @IsOptional()
  @IsArray({ message: CertificationMessages.fileListInvalid })
  @ArrayMaxSize(CERTIFICATION_MAX_FILES, { message: CertificationMessages.tooManyFiles(CERTIFICATION_MAX_FILES) })
  @IsString({ each: true, message: CertificationMessages.fileListInvalid })
  @MaxLength(200, { each: true, message: CertificationMessages.fileListInvalid })
  contract: string[] = [];

  @ApiProperty({
    type: [String],
    example: ['certification/org-12/0b7d….png'],
    description: 'uploadFile(kind=business) 返回的 url',
  })
  @IsOptional()
  @IsArray({ message: CertificationMessages.fileListInvalid })
  @ArrayMaxSize(CERTIFICATION_MAX_FILES, { message: CertificationMessages.tooManyFiles(CERTIFICATION_MAX_FILES) })
  @IsString({ each: true, message: CertificationMessages.fileListInvalid })
  @MaxLength(200, { each: true, message: CertificationMessages.fileListInvalid })
  business: string[] = [];
}

export class CertificationTypeDto implements CertificationTypeOption {
  @ApiProperty({ example: 1 })
  key: number;

  @ApiProperty({ example: '企业' })
  value: string;
}

export class CertificationFileDto implements CertificationFile {
  @ApiProperty({ example: 'certification/org-12/0b7d.png' })
  url: string;

  @ApiProperty({ example: '营业执照.png' })
  name: string;

  @ApiProperty({ enum: ['jpg', 'png', 'pdf'], example: 'png' })
  format: 'jpg' | 'png' | 'pdf';

  @ApiProperty({ example: '/api/File/view?key=…&expires=…&sig=…', description: '10 分钟内有效' })
  link: string;
}

export class CertificationDetailDto implements CertificationDetail {
  @ApiProperty({ type: CertificationTypeDto, nullable: true })
  type: CertificationTypeDto | null;

  @ApiProperty({ example: '上海示例生物科技有限公司' })
  mechanismName: string;

  @ApiProperty({ example: 100 })
  throughputToleranceRatio: number;

  @ApiProperty({ type: [String] })
  contract: string[];

  @ApiProperty({ type: [String] })
  business: string[];

  @ApiProperty({ type: [CertificationFileDto] })
  contractFiles: CertificationFileDto[];

  @ApiProperty({ type: [CertificationFileDto] })
  businessFiles: CertificationFileDto[];

  @ApiProperty({ enum: [0, 1, 2, 3, 4], example: 2 })
  auditType: 0 | 1 | 2 | 3 | 4;

  @ApiProperty({ type: String, nullable: true, example: null })
  rejectReason: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2026-11-24T08:00:00.000Z' })
  submittedAt: string | null;
}
