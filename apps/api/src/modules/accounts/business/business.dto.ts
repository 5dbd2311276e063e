import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SubAccountStatus,
  type BusinessLinkQuery,
  type BusinessLinkResponse,
  type SubAccount,
  type SubAccountStatusValue,
  type UpdateSubAccountRequest,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { INT4_MAX } from '../../../common/http/ranges.js';

export class BusinessLinkQueryDto implements BusinessLinkQuery {
  @ApiProperty({ example: 1, description: '1 账号列表 · 2 权限管理 · 5 合同管理 · 6 个人中心；3、4 未开通' })
  @Type(() => Number)
  @IsInt({ message: '功能尚未开通' })
  @Min(1, { message: '功能尚未开通' })
  @Max(INT4_MAX, { message: '功能尚未开通' })
  id: number;
}

export class BusinessLinkDto implements BusinessLinkResponse {
  @ApiProperty({ example: '/bussiness_manger/accounts' })
  link: string;
}

const STATUSES = Object.values(SubAccountStatus);

export class UpdateSubAccountDto implements UpdateSubAccountRequest {
  @ApiProperty({ example: 12 })
  @IsInt({ message: '请选择子账号' })
  @Min(1, { message: '请选择子账号' })
  @Max(INT4_MAX, { message: '请选择子账号' })
  id: number;

  @ApiPropertyOptional({ enum: STATUSES, example: 'approved', description: 'approved 通过/启用 · disabled 停用' })
  @IsOptional()
  @IsIn(['approved', 'disabled'], { message: '子账号状态不正确' })
  status?: SubAccountStatusValue;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean({ message: '权限须为布尔值' })
  canOrder?: boolean;

  @ApiPropertyOptional({ example: false })
  @IsOptional()
  @IsBoolean({ message: '权限须为布尔值' })
  canViewBilling?: boolean;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean({ message: '权限须为布尔值' })
  canDownload?: boolean;
}

export class SubAccountDto implements SubAccount {
  @ApiProperty({ example: 12 })
  id: number;
  @ApiProperty({ example: 'xiaowang' })
  account: string;
  @ApiProperty({ example: '小王' })
  nickName: string;
  @ApiProperty({ example: '139****0002' })
  phone: string;
  @ApiProperty({ example: false })
  isMain: boolean;
  @ApiProperty({ enum: STATUSES, example: 'pending' })
  status: SubAccountStatusValue;
  @ApiProperty({ example: true })
  canOrder: boolean;
  @ApiProperty({ example: true })
  canViewBilling: boolean;
  @ApiProperty({ example: true })
  canDownload: boolean;
  @ApiProperty({ example: '2026-11-24T08:00:00.000Z' })
  createdAt: string;
}
