import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AuditType,
  DEFAULT_POSITION_KEY,
  POSITION_OPTIONS,
  SmsCodeType,
  SUB_ACCOUNT_POSITION_KEY,
  type AuditTypeValue,
  type CheckMsgCodeQuery,
  type CheckMsgCodeResponse,
  type CompanyCheckQuery,
  type CompanyCheckResponse,
  type PositionOption,
  type RegisterRequest,
  type RegisterSubRequest,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { AccountMessages } from '../helpers/account-messages.js';
import { IsPhone, IsUsername, ToBoolean, Trim } from './account-validators.js';

const POSITION_KEYS = POSITION_OPTIONS.map((option) => option.key);

export class CheckMsgCodeQueryDto implements CheckMsgCodeQuery {
  @ApiProperty({ example: '13900000001' })
  @Trim()
  @IsPhone()
  phone: string;

  @ApiProperty({ example: '123456' })
  @Trim()
  @IsNotEmpty({ message: AccountMessages.codeRequired })
  @IsString({ message: AccountMessages.codeRequired })
  @MinLength(4, { message: AccountMessages.codeTooShort })
  @MaxLength(8, { message: AccountMessages.codeWrong })
  code: string;

  @ApiProperty({ example: 1, enum: [SmsCodeType.Register], description: '1 注册' })
  @Type(() => Number)
  @IsIn([SmsCodeType.Register], { message: AccountMessages.smsTypeInvalid })
  type: typeof SmsCodeType.Register;
}

export class CheckMsgCodeResponseDto implements CheckMsgCodeResponse {
  @ApiProperty({ example: 'b7Yc…', description: '注册key，30分钟内有效，一次性' })
  key: string;
}

export class RegisterDto implements RegisterRequest {
  @ApiProperty({ example: '13900000001' })
  @Trim()
  @IsPhone()
  phone: string;

  @ApiProperty({ example: '华东基因', description: '用户名（登录账号），2-50个字符' })
  @Trim()
  @IsUsername()
  account: string;

  @ApiPropertyOptional({ example: '杭州示例基因有限公司', description: '公司名称；为空则注册个人账号' })
  @IsOptional()
  @Trim()
  @IsString({ message: AccountMessages.companyTooLong })
  @MaxLength(100, { message: AccountMessages.companyTooLong })
  companyName: string = '';

  @ApiProperty({ example: DEFAULT_POSITION_KEY, description: '职位 key（GetPositionList），默认 3 业务线负责人' })
  @Type(() => Number)
  @IsIn(POSITION_KEYS, { message: AccountMessages.positionInvalid })
  position: number = DEFAULT_POSITION_KEY;

  @ApiProperty({ example: 'b7Yc…', description: 'CheckMsgCode 返回的 key' })
  @IsNotEmpty({ message: AccountMessages.registerKeyRequired })
  @IsString({ message: AccountMessages.registerKeyRequired })
  @MaxLength(200, { message: AccountMessages.registerKeyRequired })
  key: string;

  @ApiPropertyOptional({ example: false, description: '15天免登录，默认否' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  avoidLogin?: boolean;
}

export class RegisterSubDto implements RegisterSubRequest {
  @ApiProperty({ example: 'zhang_lab', description: '子账号的登录账号，2-50个字符' })
  @Trim()
  @IsUsername()
  account: string;

  @ApiProperty({ example: '上海示例生物科技有限公司', description: '已认证（auditType 3）的公司' })
  @Trim()
  @IsNotEmpty({ message: AccountMessages.companyRequired })
  @IsString({ message: AccountMessages.companyRequired })
  @MaxLength(100, { message: AccountMessages.companyTooLong })
  companyName: string;

  @ApiProperty({ example: '13900000001' })
  @Trim()
  @IsPhone()
  phone: string;

  @ApiPropertyOptional({ example: '张三', description: '昵称；为空则用账号' })
  // Blank is allowed (the account is used); anything else follows the username rule.
  @ValidateIf((dto: RegisterSubDto) => dto.username != null && dto.username !== '')
  @Trim()
  @IsUsername()
  username: string = '';

  @ApiProperty({ example: SUB_ACCOUNT_POSITION_KEY, enum: [SUB_ACCOUNT_POSITION_KEY] })
  @Type(() => Number)
  @IsIn([SUB_ACCOUNT_POSITION_KEY], { message: AccountMessages.subPositionInvalid })
  position: number = SUB_ACCOUNT_POSITION_KEY;

  @ApiProperty({ example: 'b7Yc…', description: 'CheckMsgCode 返回的 key' })
  @IsNotEmpty({ message: AccountMessages.registerKeyRequired })
  @IsString({ message: AccountMessages.registerKeyRequired })
  @MaxLength(200, { message: AccountMessages.registerKeyRequired })
  key: string;

  @ApiPropertyOptional({ example: false, description: '15天免登录，默认否' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  avoidLogin?: boolean;
}

export class CompanyCheckQueryDto implements CompanyCheckQuery {
  @ApiProperty({ example: '上海示例生物科技有限公司' })
  @Trim()
  @IsNotEmpty({ message: AccountMessages.companyRequired })
  @IsString({ message: AccountMessages.companyRequired })
  @MaxLength(100, { message: AccountMessages.companyTooLong })
  company: string;
}

export class CompanyCheckResponseDto implements CompanyCheckResponse {
  @ApiProperty({ example: true, description: '公司是否已存在（存在则只能申请子账号）' })
  check: boolean;

  @ApiProperty({ example: 3, nullable: true, enum: Object.values(AuditType), description: '已存在公司的认证状态' })
  auditType: AuditTypeValue | null;
}

export class PositionOptionDto implements PositionOption {
  @ApiProperty({ example: 3 })
  key: number;

  @ApiProperty({ example: '业务线负责人' })
  value: string;
}
