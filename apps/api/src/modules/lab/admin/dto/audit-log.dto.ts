import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AuditLogEntry, AuditLogQuery, ListResponse } from '@seqportal/contract';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../accounts/dto/account-validators.js';
import { PageField, PageSizeField } from '../../../../common/http/page-field.js';

export class AuditLogQueryDto implements AuditLogQuery {
  @ApiPropertyOptional({ example: 'order', description: 'order, sample, delivery-file' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(30, { message: '对象类型格式不正确' })
  targetType?: string;

  @ApiPropertyOptional({ example: 'SO202611210001', description: '订单号、样本编号或文件路径' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(300, { message: '对象编号格式不正确' })
  targetId?: string;

  @ApiPropertyOptional({ example: 'sample.progress' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(50, { message: '操作类型格式不正确' })
  action?: string;

  @PageField()
  page?: number;

  @PageSizeField({ max: 100, defaultSize: 20, optional: true })
  pageSize?: number;
}

export class AuditLogEntryDto implements AuditLogEntry {
  @ApiProperty({ example: 41 }) id: number;
  @ApiProperty({ example: 2, nullable: true, type: Number }) staffId: number | null;
  @ApiProperty({ example: 'lab' }) staffName: string;
  @ApiProperty({ example: 'sample.progress' }) action: string;
  @ApiProperty({ example: 'sample' }) targetType: string;
  @ApiProperty({ example: 'YB2611210001' }) targetId: string;
  @ApiProperty({ example: { progressStep: 'RECEIVED' }, nullable: true }) before: unknown;
  @ApiProperty({ example: { progressStep: 'QC_DONE', occurredAt: '2026-11-21T08:00:00.000Z' }, nullable: true })
  after: unknown;
  @ApiProperty({ example: '2026-11-21T08:00:01.000Z' }) createdAt: string;
}

export class AuditLogPageDto implements ListResponse<AuditLogEntry> {
  @ApiProperty({ type: AuditLogEntryDto, isArray: true }) list: AuditLogEntryDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 20 }) pageSize: number;
  @ApiProperty({ example: 1 }) totalCount: number;
}
