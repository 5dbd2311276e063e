import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AuditType,
  type AuditTypeValue,
  type GetTokenQuery,
  type LoginIdentity,
  type LoginRequest,
  type LoginResponse,
  type LogoutRequest,
  type RefreshTokenRequest,
  type SessionTokens,
  type TokenData,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { AccountMessages } from '../helpers/account-messages.js';
import { IsPhone, ToBoolean, Trim } from './account-validators.js';
import { INT4_MAX } from '../../../common/http/ranges.js';

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: '13800000001' })
  @Trim()
  @IsPhone()
  phone: string;

  @ApiProperty({ example: '123456', description: '短信验证码' })
  @Trim()
  @IsNotEmpty({ message: AccountMessages.codeRequired })
  @IsString({ message: AccountMessages.codeRequired })
  @MinLength(4, { message: AccountMessages.codeTooShort })
  @MaxLength(8, { message: AccountMessages.codeWrong })
  messageCode: string;

  @ApiPropertyOptional({ example: true, description: '15天免登录（GetToken 也带此参数，以 GetToken 的为准）' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  avoidLogin: boolean = false;
}

export class LoginIdentityDto implements LoginIdentity {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'shdemo' })
  account: string;

  @ApiProperty({ example: '张晓明' })
  nickName: string;

  @ApiProperty({ example: '上海示例生物科技有限公司', description: '个人账号为空字符串' })
  companyName: string;

  @ApiProperty({ example: 3, enum: Object.values(AuditType), description: '3 为已认证（企业主体）' })
  auditType: AuditTypeValue;
}

export class LoginResponseDto implements LoginResponse {
  @ApiProperty({ type: [LoginIdentityDto], description: '该手机号可登录的身份' })
  memberInfo: LoginIdentityDto[];

  @ApiProperty({ example: 'Jx8m3…', description: '5分钟内有效、一次性的登录凭据，仅可换取以上身份的令牌' })
  ticket: string;
}

export class GetTokenQueryDto implements GetTokenQuery {
  @ApiProperty({ example: 1, description: '所选身份的 id（须在 Login 返回的列表中）' })
  @Type(() => Number)
  @IsInt({ message: AccountMessages.identityNotInTicket })
  @Min(1, { message: AccountMessages.identityNotInTicket })
  @Max(INT4_MAX, { message: AccountMessages.identityNotInTicket })
  id: number;

  @ApiPropertyOptional({ example: true, description: '15天免登录：refreshToken 15天有效，否则1天' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  avoidLogin: boolean = false;

  @ApiProperty({ example: 'Jx8m3…', description: 'Login 返回的 ticket' })
  @IsNotEmpty({ message: AccountMessages.ticketInvalid })
  @IsString({ message: AccountMessages.ticketInvalid })
  @MaxLength(200, { message: AccountMessages.ticketInvalid })
  ticket: string;
}

export class TokenDataDto implements TokenData {
  @ApiProperty({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…', description: '访问令牌（Bearer）' })
  token: string;

  @ApiProperty({ example: 'p0Qm…', description: '刷新令牌，每次刷新后更换；旧的再次使用会吊销整个会话' })
  refreshToken: string;

  @ApiProperty({ example: 900, description: '访问令牌剩余秒数' })
  expiresIn: number;
}

export class SessionTokensDto extends TokenDataDto implements SessionTokens {
  @ApiProperty({ type: [LoginIdentityDto], description: '已登录的身份（一个元素）' })
  memberInfo: LoginIdentityDto[];
}

export class RefreshTokenDto implements RefreshTokenRequest {
  @ApiProperty({ example: 'p0Qm…' })
  @IsNotEmpty({ message: AccountMessages.refreshTokenRequired })
  @IsString({ message: AccountMessages.refreshTokenRequired })
  @MaxLength(200, { message: AccountMessages.refreshTokenRequired })
  refreshToken: string;
}

export class LogoutDto implements LogoutRequest {
  @ApiPropertyOptional({ example: 'p0Qm…', description: '同时吊销该刷新令牌所属的会话' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  refreshToken?: string;
}
